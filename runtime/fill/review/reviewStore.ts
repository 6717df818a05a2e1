import { signal, type Signal } from '@preact/signals-react';
import type { ReviewComment } from '@schemas/generated/api/review';
import { createContext, useEffect, useMemo } from 'react';
import type { ApiCall } from '../../shared/api/apiCall';
import { useApi } from '../../shared/api/apiContext';
import { ROLE } from '../../shared/session/roles';
import {
  addReviewCommentCall,
  replyToReviewCommentCall,
  resolveReviewCommentCall,
  reviewCommentListCall,
} from './reviewCalls';

/** The fill screen's review comments: read once per questionnaire, changed by the cards. */
export interface ReviewStore {
  /** Every comment of the questionnaire, oldest first. */
  comments: Signal<readonly ReviewComment[]>;
  /** Coordinators start comments; the farmer and the expert answer and resolve them. */
  canComment: boolean;
  /** Each resolves to the server's message when the call failed, else undefined. */
  add(filledQuestionId: number, text: string): Promise<string | undefined>;
  reply(commentId: number, text: string): Promise<string | undefined>;
  resolve(commentId: number): Promise<string | undefined>;
}

/** The cards' review comments; null where there are none to show (admin mode, the studio's preview). */
export const ReviewContext = createContext<ReviewStore | null>(null);

const REVIEWERS: readonly number[] = [ROLE.coordinator, ROLE.farmer, ROLE.expert];

/** The comments of the questionnaire open on the fill screen, for the roles that take part in a review. */
export function useReviewStore(questionnaireId: number, roleId: number): ReviewStore | null {
  const api = useApi();
  const store = useMemo<ReviewStore | null>(() => {
    if (!REVIEWERS.includes(roleId)) return null;
    const comments = signal<readonly ReviewComment[]>([]);
    // A comment as the server answered it replaces the one held, or joins the list.
    const write = async (call: ApiCall<ReviewComment>) => {
      const result = await api.send(call);
      if (!result.ok) return result.message;
      const held = comments.value;
      const changed = result.data;
      comments.value = held.some((comment) => comment.id === changed.id)
        ? held.map((comment) => (comment.id === changed.id ? changed : comment))
        : [...held, changed];
      return undefined;
    };
    return {
      comments,
      canComment: roleId === ROLE.coordinator,
      add: (filledQuestionId, text) => write(addReviewCommentCall(filledQuestionId, text)),
      reply: (commentId, text) => write(replyToReviewCommentCall(commentId, text)),
      resolve: (commentId) => write(resolveReviewCommentCall(commentId)),
    };
  }, [api, roleId]);

  useEffect(() => {
    if (!store) return;
    let current = true;
    void api.send(reviewCommentListCall(questionnaireId)).then((result) => {
      // Without them (a backend behind the proxy has no comments) the cards show none.
      if (current && result.ok) store.comments.value = result.data;
    });
    return () => {
      current = false;
    };
  }, [api, store, questionnaireId]);
  return store;
}
