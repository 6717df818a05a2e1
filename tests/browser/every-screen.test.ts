import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '@server/server';
import { DEMO_PASSWORD } from '@server/data/seed/demo-data';
import { studioTranslations } from '@runtime/shared/i18n/studioTranslations';
import { translations, type Translation } from '@runtime/translations/translations';
import { launchChromium, startAppServer } from '@tests/support/browser';
import {
  auditScreen,
  VIEWPORTS,
  waitForSettledScreen,
  watchPage,
  type ViewportName,
} from '@tests/support/screen-audit';

const SCREENSHOTS = 'reports/screenshots/every-screen';

type Account = 'visitor' | 'farmer' | 'expert' | 'coordinator' | 'observer' | 'admin';

interface Screen {
  name: string;
  path: string;
  /** The screen's address when it depends on the caller's data (query ids); else `path`. */
  address?: (page: Page) => Promise<string>;
  /** Sets what the screen reads from the session (the opened questionnaire, the edited unit) before it opens. */
  prepare?: (page: Page) => Promise<void>;
  /** Waits for what the screen loads after it has settled (a map's lazily loaded chunk). */
  ready?: (page: Page) => Promise<void>;
  /** Dialogs of the screen, each opened, audited and closed again after the screen itself. */
  dialogs?: ScreenDialog[];
}

interface ScreenDialog {
  name: string;
  /** Opens the dialog (or panel) in the run's language; false when the screen has none at this width. */
  open: (page: Page, text: Translation) => Promise<boolean>;
  /** Closes it again; by default Escape, then the dialog is gone. */
  close?: (page: Page, text: Translation) => Promise<void>;
}

/** A row action's accessible name, e.g. "Delete {{type}} of {{unit}}", as a pattern of its fixed start. */
function actionName(template: string): RegExp {
  const start = template.split('{{')[0] ?? template;
  return new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The confirmation (or form) dialog a list row's action opens; cancelled with Escape. */
function rowActionDialog(name: string, template: (text: Translation) => string): ScreenDialog {
  return {
    name,
    open: async (page, text) => {
      await page
        .getByRole('button', { name: actionName(template(text)) })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      return true;
    },
  };
}

/** The studio type page's import dialog (the file picker and the choice of how to import). */
const structureImportDialog: ScreenDialog = {
  name: 'import',
  open: async (page) => {
    const language = (await page.evaluate(() => document.documentElement.lang)) === 'pl' ? 'pl' : 'en';
    const { transfer } = studioTranslations[language];
    await page.getByRole('button', { name: transfer.import, exact: true }).click();
    await page.getByRole('dialog', { name: transfer.importTitle }).waitFor();
    return true;
  },
};

/** On a phone the lists' filters fold behind a button: unfolded, they are audited too. */
const filterPanel: ScreenDialog = {
  name: 'filters',
  open: async (page, text) => {
    const toggle = page.getByRole('button', { name: new RegExp(`^${text.lists.filters}`), expanded: false });
    if ((await toggle.count()) === 0) return false;
    await toggle.click();
    return true;
  },
  close: async (page, text) => {
    await page.getByRole('button', { name: new RegExp(`^${text.lists.filters}`), expanded: true }).click();
  },
};

/** A call of the API with the session's bearer token, from inside the page. */
async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (address) => {
    const user = JSON.parse(sessionStorage.getItem('user') ?? '{}') as { token?: string };
    const reply = await fetch(`/api${address}`, { headers: { Authorization: `Bearer ${user.token ?? ''}` } });
    return ((await reply.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

/** The first questionnaire of the caller's list, opened on the fill screen in the given mode. */
function openQuestionnaire(mode: 'edit' | 'show' | 'review'): Screen['prepare'] {
  return async (page) => {
    const list = await apiData<{ id: number }[]>(page, '/secured/questinnaire/list2?start=0&limit=1');
    const questionnaireId = list[0]?.id;
    if (questionnaireId === undefined) throw new Error('no questionnaire to open');
    await page.evaluate((opened) => sessionStorage.setItem('questionnaire:opened', JSON.stringify(opened)), {
      questionnaireId,
      mode,
    });
  };
}

/** The first unit of the caller's list, as the unit list's Edit action leaves it in the session. */
async function chooseUnitToEdit(page: Page): Promise<void> {
  const list = await apiData<{ id: number; description: string }[]>(
    page,
    '/secured/farm/list2?start=0&limit=1',
  );
  const unit = list[0];
  if (!unit) throw new Error('no unit to edit');
  await page.evaluate((edited) => sessionStorage.setItem('unit:edited', JSON.stringify(edited)), {
    id: unit.id,
    description: unit.description,
  });
}

/** A help dialog of the fill screen's header, opened from its button. */
function helpDialog(name: string, title: (text: Translation) => string): ScreenDialog {
  return {
    name,
    open: async (page, text) => {
      await page
        .getByRole('button', { name: title(text), exact: true })
        .first()
        .click();
      await page.getByRole('dialog', { name: title(text) }).waitFor();
      return true;
    },
  };
}

/** The add-questionnaire page for the caller's first unit, as the unit list's action opens it. */
async function addQuestionnairePathForFirstUnit(page: Page): Promise<string> {
  const list = await apiData<{ id: number; farmTypeId: number }[]>(
    page,
    '/secured/farm/list2?start=0&limit=1',
  );
  const unit = list[0];
  if (!unit) throw new Error('no unit to add a questionnaire to');
  return `/add-questionnaire?unitId=${unit.id}&unitTypeId=${unit.farmTypeId}`;
}

/** The first questionnaire type (structure) of the dictionary, as the administrator's lists show it. */
async function firstQuestionnaireTypeId(page: Page): Promise<number> {
  const types = await apiData<{ id: number }[]>(page, '/secured/questinnaire/dic/list/1');
  const first = types[0];
  if (!first) throw new Error('no questionnaire type in the demo data');
  return first.id;
}

const fillScreen = (mode: 'edit' | 'show' | 'review'): Screen => ({
  name: `fill (${mode})`,
  path: '/fill-questionnaire',
  prepare: openQuestionnaire(mode),
  dialogs: [
    helpDialog('glossary', (text) => text.fillHelp.glossaryTitle),
    helpDialog('instruction', (text) => text.fillHelp.instructionTitle),
  ],
});

/**
 * Chooses, for the questionnaire opened, the first group (in the fill screen's order) holding a map
 * question of `answerType` (11 point, 12 grid square): the fill screen opens on it, as it reopens on
 * the group last shown. Map questions never sit in a form's first subform, where the screen opens.
 */
async function selectMapGroup(page: Page, answerType: 11 | 12): Promise<void> {
  const opened = await page.evaluate(() => sessionStorage.getItem('questionnaire:opened'));
  const questionnaireId: unknown = JSON.parse(opened ?? '{}').questionnaireId;
  if (typeof questionnaireId !== 'number') throw new Error('no questionnaire opened');
  for (const form of await apiData<{ id: number }[]>(page, `/secured/questinnaire/form/${questionnaireId}`)) {
    for (const subform of await apiData<{ id: number }[]>(page, `/secured/questinnaire/subform/${form.id}`)) {
      const groups = await apiData<{ id: number; questionList: { answerTypeDicId: number }[] }[]>(
        page,
        `/secured/questionlist/${subform.id}`,
      );
      const group = groups.find((candidate) =>
        candidate.questionList.some((question) => question.answerTypeDicId === answerType),
      );
      if (!group) continue;
      await page.evaluate(({ key, selection }) => sessionStorage.setItem(key, JSON.stringify(selection)), {
        key: `filters:fill:${questionnaireId}`,
        selection: { formId: form.id, subformId: subform.id, groupId: group.id },
      });
      return;
    }
  }
  throw new Error(`no group with a question of answer type ${answerType}`);
}

/** The fill screen on the group of a map question (issue 15): the map, its entry fields and notes. */
const mapGroupScreen = (mode: 'edit' | 'show' | 'review', answerType: 11 | 12): Screen => ({
  name: `fill (${mode}), ${answerType === 11 ? 'point' : 'grid square'} map`,
  path: '/fill-questionnaire',
  prepare: async (page) => {
    await openQuestionnaire(mode)?.(page);
    await selectMapGroup(page, answerType);
  },
  ready: async (page) => {
    await page.locator('.leaflet-container').first().waitFor({ timeout: 20_000 });
    await waitForSettledScreen(page);
  },
});

const commonLists: Screen[] = [
  { name: 'questionnaires', path: '/main-navigation/questionnaires', dialogs: [filterPanel] },
  { name: 'units', path: '/main-navigation/units', dialogs: [filterPanel] },
  { name: 'change password', path: '/change-password' },
];

/** Every screen each account can reach, with the state it needs. */
const SCREENS: Record<Account, Screen[]> = {
  visitor: [
    { name: 'login', path: '/' },
    { name: 'registration', path: '/registration' },
    { name: 'forgot password', path: '/forgotPassword' },
    { name: 'reset password', path: '/user-reset-password/not-a-token/1' },
    { name: 'not found', path: '/no/such/page' },
    { name: 'studio closed', path: '/studio/' },
  ],
  farmer: [
    ...commonLists,
    {
      name: 'questionnaires',
      path: '/main-navigation/questionnaires',
      dialogs: [rowActionDialog('delete', (text) => text.questionnaires.action.deleteOf)],
    },
    { name: 'add unit', path: '/add-farm' },
    { name: 'edit unit', path: '/edit-farm', prepare: chooseUnitToEdit },
    { name: 'add questionnaire', path: '/add-questionnaire', address: addQuestionnairePathForFirstUnit },
    fillScreen('edit'),
    mapGroupScreen('edit', 11),
    mapGroupScreen('edit', 12),
  ],
  expert: [
    ...commonLists,
    { name: 'export', path: '/main-navigation/export' },
    { name: 'add unit', path: '/add-farm' },
    { name: 'edit unit', path: '/edit-farm', prepare: chooseUnitToEdit },
    { name: 'add questionnaire', path: '/add-questionnaire', address: addQuestionnairePathForFirstUnit },
    fillScreen('edit'),
  ],
  coordinator: [...commonLists, { name: 'export', path: '/main-navigation/export' }, fillScreen('review')],
  observer: [...commonLists, fillScreen('show')],
  admin: [
    {
      name: 'administration',
      path: '/administration',
      dialogs: [filterPanel, rowActionDialog('rights', (text) => text.users.action.rightsOfUser)],
    },
    { name: 'security log', path: '/administration?section=audit', dialogs: [filterPanel] },
    { name: 'studio', path: '/studio/' },
    {
      name: 'studio structure tree',
      path: '/studio/types',
      address: async (page) => `/studio/types/${await firstQuestionnaireTypeId(page)}`,
      dialogs: [structureImportDialog],
    },
    ...(['translations', 'problems', 'changes'] as const).map((view) => ({
      name: `studio type ${view}`,
      path: '/studio/types',
      address: async (page: Page) => `/studio/types/${await firstQuestionnaireTypeId(page)}?view=${view}`,
    })),
    { name: 'questionnaire structures', path: '/add-questionnaire' },
    {
      name: 'fill (admin mode)',
      path: '/edit-questionnaire',
      address: async (page) =>
        `/edit-questionnaire?questionnaireDicId=${await firstQuestionnaireTypeId(page)}`,
    },
    { name: 'change password', path: '/change-password' },
  ],
};

const ALL_ACCOUNTS: readonly Account[] = ['visitor', 'farmer', 'expert', 'coordinator', 'observer', 'admin'];

/** Replies the screens provoke on purpose: an unknown reset token. */
const EXPECTED_REPLIES = ['GET /api/user/reset-password 404'];

async function logIn(page: Page, url: string, account: Account): Promise<void> {
  await page.goto(`${url}/`);
  if (account === 'visitor') return;
  // By type, not label: the login page is in the run's language.
  await page.locator('input[type="email"]').fill(`${account}@example.com`);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((address) => address.pathname !== '/');
}

/** Runs: every account at both widths in English, and on the phone in Polish. */
const ALL_RUNS: { viewport: ViewportName; language: 'en' | 'pl' }[] = [
  { viewport: 'phone', language: 'en' },
  { viewport: 'desktop', language: 'en' },
  { viewport: 'phone', language: 'pl' },
];

// While fixing one screen: SCREEN_ACCOUNTS=farmer,visitor SCREEN_RUNS=phone-en narrow the runs down.
const onlyAccounts = process.env.SCREEN_ACCOUNTS?.split(',');
const onlyRuns = process.env.SCREEN_RUNS?.split(',');
const RUNS = ALL_RUNS.filter((run) => !onlyRuns || onlyRuns.includes(`${run.viewport}-${run.language}`));
const ACCOUNTS = ALL_ACCOUNTS.filter((account) => !onlyAccounts || onlyAccounts.includes(account));

describe('every screen of every role', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
    mkdirSync(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(RUNS)('at $viewport width in $language', ({ viewport, language }) => {
    it.each(ACCOUNTS)(
      'fits, has no console error and no serious axe violation for the %s',
      async (account) => {
        // A context of its own per account and run: its own session, locale and viewport.
        const context = await browser.newContext({
          locale: language === 'pl' ? 'pl-PL' : 'en-GB',
          viewport: VIEWPORTS[viewport],
        });
        const page = await context.newPage();
        const watched = await watchPage(page, EXPECTED_REPLIES);
        const problems: string[] = [];
        try {
          await page.addInitScript((code) => localStorage.setItem('locale', code), language);
          await logIn(page, server.url, account);
          for (const screen of SCREENS[account]) {
            await screen.prepare?.(page);
            await page.goto(`${server.url}${screen.address ? await screen.address(page) : screen.path}`);
            await waitForSettledScreen(page);
            await screen.ready?.(page);
            const audit = async (where: string) => {
              const found = [...(await auditScreen(page)), ...watched.take()];
              const shot = `${SCREENSHOTS}/${account}-${where.replace(/\W+/g, '-')}-${viewport}-${language}.png`;
              await page.screenshot({ path: shot, fullPage: true });
              problems.push(...found.map((problem) => `${where} (${screen.path}): ${problem}`));
            };
            await audit(screen.name);
            for (const dialog of screen.dialogs ?? []) {
              const text = translations[language];
              if (!(await dialog.open(page, text))) continue;
              await waitForSettledScreen(page);
              await audit(`${screen.name}, ${dialog.name} dialog`);
              if (dialog.close) {
                await dialog.close(page, text);
              } else {
                await page.keyboard.press('Escape');
                await page.getByRole('dialog').waitFor({ state: 'detached' });
              }
            }
          }
          // What the last dialog's closing brought (an error while it went away) counts too.
          problems.push(...watched.take().map((problem) => `after the last screen: ${problem}`));
        } finally {
          await context.close();
        }
        expect(problems).toEqual([]);
      },
      240_000,
    );
  });
});
