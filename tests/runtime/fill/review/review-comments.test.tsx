import { screen, waitFor, within } from '@testing-library/react';
import type { ReviewComment } from '@schemas/generated/api/review';
import { fail } from '../../support/fakeApi';
import { fillState, QUESTIONNAIRE_ID, REVIEW_ACTOR, REVIEWED_AT, stubFillApi } from '../fillServer';
import { openFill } from '../openFill';

const LIST = `GET /api/secured/comment/list/${QUESTIONNAIRE_ID}`;

/** A coordinator's open comment on a filled question. */
function comment(id: number, filledQuestionId: number, text: string): ReviewComment {
  return {
    id,
    questionnaireId: QUESTIONNAIRE_ID,
    filledQuestionId,
    questionId: 1,
    filledQuestionListId: Math.floor((filledQuestionId - 1000) / 10),
    // Group 311 (Barn) is in Housing (202) of Welfare (102); group 301 (Basics) in Farm data (201) of General (101).
    filledSubformId: filledQuestionId < 4100 ? 201 : 202,
    filledFormId: filledQuestionId < 4100 ? 101 : 102,
    text,
    authorUserId: 2,
    authorEmail: 'coordinator@example.com',
    createdAt: '2026-11-20T09:00:00Z',
    resolvedAt: null,
    resolvedByEmail: null,
    replies: [],
  };
}

/** The card of a question of the shown group, by its number. */
async function card(number: number): Promise<HTMLElement> {
  const title = await screen.findByRole(
    'heading',
    { level: 3, name: new RegExp(`^Question ${number}\\b`) },
    { timeout: 10_000 },
  );
  const found = title.closest<HTMLElement>('[role="group"]');
  if (!found) throw new Error(`question ${number} has no card`);
  return found;
}

describe('review comments on the fill screen', () => {
  it('shows the farmer a comment on its card, takes a reply and a resolution', async () => {
    // Welfare is the first form in edition: its Barn group (filled questions 4110, 4111) opens.
    const state = fillState();
    state.comments = [comment(7, 4110, 'Is the barn older than 1990?\nPlease check.')];
    const api = stubFillApi(state);
    const { user } = openFill('edit', { user: 'farmer' });
    const first = await card(1);
    const thread = await within(first).findByRole('article', { name: 'Review comment' });
    expect(thread.textContent).toContain('Is the barn older than 1990?\nPlease check.');
    expect(within(thread).getByText(/^coordinator@example\.com, /)).toBeTruthy();
    expect(within(await card(2)).queryByRole('article')).toBeNull();
    expect(within(first).queryByRole('button', { name: 'Comment on question 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open comments: 1' })).toBeTruthy();

    const reply = within(thread).getByRole('textbox', { name: 'Your reply' });
    expect(within(thread).getByRole('button', { name: 'Reply' }).hasAttribute('disabled')).toBe(true);
    await user.type(reply, '  Built in 1987.  ');
    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    await waitFor(() =>
      expect(api.to('POST /api/secured/comment/reply/7').map((request) => request.body)).toEqual([
        { text: '  Built in 1987.  ' },
      ]),
    );
    expect(
      await within(thread).findByText('Built in 1987.', { normalizer: (text) => text.trim() }),
    ).toBeTruthy();
    expect((within(thread).getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe(
      '',
    );

    await user.click(within(thread).getByRole('button', { name: 'Mark as resolved' }));
    expect(await within(thread).findByText(`Resolved by ${REVIEW_ACTOR}`)).toBeTruthy();
    expect(within(thread).queryByRole('textbox')).toBeNull();
    expect(api.to('POST /api/secured/comment/resolve/7')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Open comments/ })).toBeNull();
  });

  it('lets a coordinator reviewing the questionnaire comment on any card', async () => {
    const api = stubFillApi(fillState());
    const { user } = openFill('review', { user: 'coordinator' });
    // Read-only, the coordinator's screen opens on the first form: General, group Basics (filled question 4010).
    const first = await card(1);
    await user.click(within(first).getByRole('button', { name: 'Comment on question 1' }));
    const field = within(first).getByRole('textbox', { name: 'Comment on question 1' });
    expect(within(first).getByRole('button', { name: 'Save comment' }).hasAttribute('disabled')).toBe(true);
    await user.type(field, 'Where does this figure come from?');
    await user.click(within(first).getByRole('button', { name: 'Save comment' }));
    await waitFor(() =>
      expect(api.to('POST /api/secured/comment/add').map((request) => request.body)).toEqual([
        { filledQuestionId: 4010, text: 'Where does this figure come from?' },
      ]),
    );
    const thread = await within(first).findByRole('article', { name: 'Review comment' });
    expect(thread.textContent).toContain('Where does this figure come from?');
    expect(within(first).queryByRole('textbox', { name: 'Comment on question 1' })).toBeNull();
    expect(within(first).getByRole('button', { name: 'Comment on question 1' })).toBeTruthy();
  });

  it("keeps a refused reply's text and shows the server's message", async () => {
    const state = fillState();
    state.comments = [comment(8, 4110, 'Please confirm.')];
    stubFillApi(state, {
      'POST /api/secured/comment/reply/8': fail(409, 'COMMENT_RESOLVED', 'This comment has been resolved.'),
    });
    const { user } = openFill('edit', { user: 'farmer' });
    const thread = await within(await card(1)).findByRole('article', { name: 'Review comment' });
    await user.type(within(thread).getByRole('textbox', { name: 'Your reply' }), 'Confirmed');
    await user.click(within(thread).getByRole('button', { name: 'Reply' }));
    expect(await within(thread).findByText('This comment has been resolved.')).toBeTruthy();
    expect(within(thread).getByText('The comment could not be saved')).toBeTruthy();
    expect((within(thread).getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe(
      'Confirmed',
    );
  });

  it('shows an observer no comments and asks for none', async () => {
    const state = fillState();
    state.comments = [comment(9, 4010, 'Not for observers')];
    const api = stubFillApi(state);
    openFill('show', { user: 'observer' });
    const first = await card(1);
    expect(within(first).queryByRole('article')).toBeNull();
    expect(within(first).queryByRole('button', { name: /^Comment on/ })).toBeNull();
    expect(api.to(LIST)).toEqual([]);
  });

  it('dates each comment in the interface language', async () => {
    const state = fillState();
    state.comments = [{ ...comment(10, 4110, 'Bitte prüfen'), createdAt: REVIEWED_AT }];
    stubFillApi(state);
    openFill('edit', { user: 'farmer', language: 'de' });
    const title = await screen.findByRole('heading', { level: 3, name: /^Frage 1\b/ }, { timeout: 10_000 });
    const thread = await within(title.closest<HTMLElement>('[role="group"]') ?? document.body).findByRole(
      'article',
      {
        name: 'Prüfkommentar',
      },
    );
    const expected = new Date(REVIEWED_AT).toLocaleString('de', { dateStyle: 'medium', timeStyle: 'short' });
    expect(within(thread).getByText(`coordinator@example.com, ${expected}`)).toBeTruthy();
  });

  it('lists the open comments in the header and opens the group of the one chosen', async () => {
    const state = fillState();
    state.comments = [
      comment(11, 4110, 'Check the barn size'),
      { ...comment(12, 4010, 'Already answered'), resolvedAt: REVIEWED_AT, resolvedByEmail: REVIEW_ACTOR },
    ];
    stubFillApi(state);
    const { user } = openFill('review', { user: 'coordinator' });
    // The review opens on General; the open comment is on Welfare's Barn group.
    await user.click(await screen.findByRole('button', { name: 'Open comments: 1' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Open review comments' });
    expect(within(dialog).getByText('Check the barn size')).toBeTruthy();
    expect(within(dialog).queryByText('Already answered')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Show the question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { level: 2, name: 'Housing' })).toBeTruthy();
    const thread = await within(await card(1)).findByRole('article', { name: 'Review comment' });
    expect(thread.textContent).toContain('Check the barn size');
  });

  it("shows a coordinator a question's history: each change's value, who and when, removals too", async () => {
    const state = fillState();
    state.history = {
      4010: [
        {
          version: 3,
          answers: [{ answer: '480' }],
          changedByEmail: REVIEW_ACTOR,
          changedAt: REVIEWED_AT,
          reason: 'skipped',
        },
        {
          version: 2,
          answers: [{ answer: '480' }],
          changedByEmail: REVIEW_ACTOR,
          changedAt: REVIEWED_AT,
          reason: 'saved',
        },
        {
          version: 1,
          answers: [{ answer: '500' }],
          changedByEmail: null,
          changedAt: REVIEWED_AT,
          reason: 'saved',
        },
      ],
    };
    const api = stubFillApi(state);
    const { user } = openFill('review', { user: 'coordinator' });
    await user.click(within(await card(1)).getByRole('button', { name: 'History of question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of question 1' });
    const entries = await within(dialog).findAllByRole('listitem');
    const when = new Date(REVIEWED_AT).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(entries.map((entry) => entry.textContent)).toEqual([
      `480Removed by a skip after ${REVIEW_ACTOR}'s answer, ${when}`,
      `480Saved by ${REVIEW_ACTOR}, ${when}`,
      `500Saved by a deleted account, ${when}`,
    ]);
    expect(api.to('GET /api/secured/question/history/4010')).toHaveLength(1);
  });

  it('offers the history to coordinators only', async () => {
    stubFillApi(fillState());
    openFill('edit', { user: 'farmer' });
    expect(within(await card(1)).queryByRole('button', { name: 'History of question 1' })).toBeNull();
  });
});
