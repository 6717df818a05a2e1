import type { ReactNode } from 'react';
import type { StructureDic } from '@tests/fixtures/structure-dic';
import { StudioViewFrame } from './StudioViewFrame';
import { structureStoryClient, type StoryServerOptions } from './structureStoryClient';

interface StudioStoryFrameProps extends StoryServerOptions {
  /** The structure the stand-in server starts from; each mount gets its own copy to change. */
  dic: () => StructureDic;
  children: ReactNode;
}

/**
 * What the studio's structure parts need around them: the stand-in structure server as the API
 * client, a cache of their own (a list one story changed is never another story's), and the
 * studio's address of questionnaire type 1 (StudioViewFrame).
 */
export function StudioStoryFrame({ dic, children, ...options }: StudioStoryFrameProps) {
  return <StudioViewFrame client={() => structureStoryClient(dic(), options)}>{children}</StudioViewFrame>;
}
