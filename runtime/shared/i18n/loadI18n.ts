import i18next from 'i18next';
import type { BackendModule, ResourceKey, i18n } from 'i18next';
import { i18nOptions } from './i18nOptions';
import { DEFAULT_LANGUAGE, isLanguageCode } from './languages';
import type { LanguageCode } from './languages';
import {
  STRUCTURE_DIALOGS_NS,
  englishStructureDialogsTexts,
  loadStructureDialogsTexts,
} from './structureDialogsTexts';
import { STUDIO_NS, englishStudioTexts, loadStudioTexts } from './studioTexts';

/**
 * An app's i18next instance with English bundled and every other language loaded on demand: the
 * first language before the promise resolves (so the first paint is not English for a moment), any
 * other when the user switches to it, before `changeLanguage` resolves and the screen re-renders.
 */
export async function loadI18n(
  language: LanguageCode,
  english: ResourceKey,
  loadTexts: (language: LanguageCode) => Promise<ResourceKey>,
): Promise<i18n> {
  const onDemand: BackendModule = {
    type: 'backend',
    init() {},
    read(requested, namespace, callback) {
      // English is bundled; i18next asks only for other languages, and only for ours (supportedLngs).
      if (!isLanguageCode(requested) || requested === DEFAULT_LANGUAGE) {
        callback(null, {});
        return;
      }
      const load =
        namespace === STRUCTURE_DIALOGS_NS
          ? loadStructureDialogsTexts
          : namespace === STUDIO_NS
            ? loadStudioTexts
            : loadTexts;
      load(requested).then(
        (texts) => callback(null, texts),
        // i18next retries a few times, then falls back to English.
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
  const instance = i18next.createInstance().use(onDemand);
  await instance.init({
    ...i18nOptions(language),
    resources: {
      [DEFAULT_LANGUAGE]: {
        translation: english,
        [STRUCTURE_DIALOGS_NS]: englishStructureDialogsTexts,
        [STUDIO_NS]: englishStudioTexts,
      },
    },
    // Bundled English plus the backend for the rest.
    partialBundledLanguages: true,
  });
  return instance;
}
