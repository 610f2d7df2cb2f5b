import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { MESSAGES } from '@groundwork/shared/messages';
import { CAMPAIGN_ID, json, USER_ID, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { NAME_CHECK_DEBOUNCE_MS } from '../api/check-survey-name';

const PATH = '/groundwork/survey/add';
const CHECK = `/api/survey/check-name/${CAMPAIGN_ID}/`;
const SURVEY_ID = '6a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const TAKEN = 'door survey';

const withSurveys = (server: FakeServer) => {
  server.on(`GET ${CHECK}`, (call) => json(200, { is_unique: call.search.get('name') !== TAKEN }));
};
const checkedNames = (server: FakeServer) =>
  server.callsTo('GET', CHECK).map((call) => call.search.get('name'));

const saved = (body: Record<string, unknown>): Survey => ({
  id: SURVEY_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: USER_ID,
  name: String(body.name),
  description: null,
  questions: [],
  record_status: 'is_active',
  respondent_count: 0,
  created_at: '2026-02-01T12:00:00.000Z',
  updated_at: '2026-02-01T12:00:00.000Z',
});

/** Pastes into a field (typing key by key is slow on the shared test machine). */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

const question = (n: number) => screen.getByRole('group', { name: `Question ${String(n)}` });

describe('the survey builder', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the name once typing rests for 300 ms, and says when it is taken', async () => {
    const { server } = await renderApp({ path: PATH, setup: withSurveys });
    const name = await screen.findByRole('textbox', { name: /Survey name/ }, { timeout: 10_000 });

    // Fake timers drive the debounce, so the test does not depend on how fast the machine types.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const typed of ['D', 'Door', 'Door Survey ']) {
        fireEvent.change(name, { target: { value: typed } });
        act(() => {
          vi.advanceTimersByTime(100);
        });
      }
      act(() => {
        vi.advanceTimersByTime(NAME_CHECK_DEBOUNCE_MS - 150);
      });
      expect(checkedNames(server)).toEqual([]);
      expect(screen.getByLabelText('Checking the name')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(100);
      });
    } finally {
      vi.useRealTimers();
    }
    // Compared as the server compares: trimmed, whatever the case.
    expect(await screen.findByText(MESSAGES.nameExists)).toBeInTheDocument();
    expect(checkedNames(server)).toEqual([TAKEN]);
    expect(name).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(name, { target: { value: 'Door survey 2' } });
    await waitFor(() => {
      expect(screen.queryByText(MESSAGES.nameExists)).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(checkedNames(server)).toEqual([TAKEN, 'door survey 2']);
    });
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the shared rules next to each field on save, and sends nothing until they hold', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({ path: PATH, setup: withSurveys });
    await user.click(await screen.findByRole('button', { name: 'Save survey' }, { timeout: 10_000 }));

    expect(await screen.findByText('Enter a name for the survey')).toBeInTheDocument();
    expect(within(question(1)).getByText('Enter the question')).toBeInTheDocument();
    expect(within(question(1)).getAllByText('Enter the answer')).toHaveLength(2);
    // The first field in error takes the focus.
    expect(screen.getByRole('textbox', { name: /Survey name/ })).toHaveFocus();

    await fill(user, screen.getByRole('textbox', { name: /Survey name/ }), 'Park survey');
    await fill(user, within(question(1)).getByRole('textbox', { name: /^Question/ }), 'Do you use the park?');
    await fill(user, screen.getByRole('textbox', { name: 'Answer 1 of question 1' }), 'Yes');
    await fill(user, screen.getByRole('textbox', { name: 'Answer 2 of question 1' }), ' yes ');
    expect(
      await within(question(1)).findByText('Each answer of a question must be different'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove answer 2 of question 1' }));
    expect(await screen.findByText('A choice question needs at least two answers')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(await screen.findByText('A survey needs at least one question')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    expect(server.callsTo('POST', '/api/survey/')).toEqual([]);
  });

  it('builds questions with the keyboard, reorders them, and says NAME_EXISTS when the save is refused', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        withSurveys(fake);
        fake.on('POST /api/survey/', () => json(409, { code: 'NAME_EXISTS', detail: MESSAGES.nameExists }));
      },
    });
    await fill(
      user,
      await screen.findByRole('textbox', { name: /Survey name/ }, { timeout: 10_000 }),
      'Riverside',
    );
    await fill(user, within(question(1)).getByRole('textbox', { name: /^Question/ }), 'Support?');
    await fill(user, screen.getByRole('textbox', { name: 'Answer 1 of question 1' }), 'Yes');
    await user.type(screen.getByRole('textbox', { name: 'Answer 2 of question 1' }), 'No{Enter}');
    // Enter adds the next answer and moves there.
    expect(screen.getByRole('textbox', { name: 'Answer 3 of question 1' })).toHaveFocus();
    await user.paste('Maybe');
    await user.click(screen.getByRole('button', { name: 'Move answer 3 of question 1 up' }));

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(within(question(2)).getByRole('textbox', { name: /^Question/ })).toHaveFocus();
    await user.paste('Comments');
    await user.selectOptions(within(question(2)).getByRole('combobox', { name: 'Answer type' }), 'free_text');
    expect(within(question(2)).queryByRole('textbox', { name: /^Answer/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));

    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    expect(await screen.findByText(MESSAGES.nameExists)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/survey/').at(-1)?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      name: 'Riverside',
      description: null,
      questions: [
        { text: 'Comments', kind: 'free_text', answers: [] },
        {
          text: 'Support?',
          kind: 'single_choice',
          answers: [{ text: 'Yes' }, { text: 'Maybe' }, { text: 'No' }],
        },
      ],
    });
  });

  it("says 'Failed to create survey' when the save fails, and opens the survey once saved", async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        withSurveys(fake);
        fake.on('POST /api/survey/', () => json(500, { code: 'INTERNAL', detail: 'boom' }));
      },
    });
    await fill(
      user,
      await screen.findByRole('textbox', { name: /Survey name/ }, { timeout: 10_000 }),
      'Notes',
    );
    await fill(user, within(question(1)).getByRole('textbox', { name: /^Question/ }), 'Anything else?');
    await user.selectOptions(within(question(1)).getByRole('combobox', { name: 'Answer type' }), 'free_text');
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    expect(await screen.findByText(MESSAGES.failedToCreateSurvey)).toBeInTheDocument();

    server.on('POST /api/survey/', (call) => json(201, saved(call.body as Record<string, unknown>)));
    server.on('GET /api/survey/', () => json(200, saved({ name: 'Notes' })));
    server.on('GET /api/survey/results/', () =>
      json(200, { survey_id: SURVEY_ID, respondents: 0, questions: [] }),
    );
    await user.click(screen.getByRole('button', { name: 'Save survey' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/survey/id/${SURVEY_ID}`);
    });
  });
});
