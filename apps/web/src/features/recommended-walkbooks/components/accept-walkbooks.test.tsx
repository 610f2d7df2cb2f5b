import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  RecommendedWalkbookDetail,
  UpdateRecommendedWalkbookBody,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import type { Survey } from '@groundwork/shared/contracts/surveys';
import { CAMPAIGN_ID, json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { book, NOW, request, REQUEST_ID, WALKBOOK_ID } from './recommendation-fixtures';

const SAM = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const SURVEY_ID = '6e5d4c3b-2a19-4807-9f6e-5d4c3b2a1908';
const survey: Survey = {
  id: SURVEY_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: null,
  name: 'Door survey',
  description: null,
  questions: [],
  record_status: 'is_active',
  respondent_count: 0,
  created_at: NOW,
  updated_at: NOW,
};

/** Surveys and members to choose from; the first PUT accepts, any later one is refused when `refuseAfter`. */
const withChoices = (fake: FakeServer, refuseAfter = Infinity) => {
  fake.on('GET /api/survey/all/', () => json(200, [survey]));
  fake.on('GET /api/campaign/members/', () =>
    json(200, [
      {
        user_id: SAM,
        first: 'Sam',
        last: 'Lee',
        email: 'sam@test',
        title: 'Volunteer',
        date_joined: NOW,
        last_active: null,
        is_owner: false,
      },
    ]),
  );
  let accepted = 0;
  fake.on('PUT /api/recommended-walkbook/', (call) => {
    accepted += 1;
    if (accepted > refuseAfter)
      return json(409, {
        code: 'CONFLICT',
        detail: 'This recommended walkbook was already accepted: edit its walkbook instead.',
      });
    const body = call.body as UpdateRecommendedWalkbookBody;
    return json(200, { ...book(accepted, 10), id: body.id, status: 'Accepted', walkbook_id: WALKBOOK_ID });
  });
};

/** Picks `option` in the dialog's `label` dropdown (the page behind may have a dropdown of the same options). */
const pick = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  option: string,
) => {
  const box = within(dialog).getByRole('combobox', { name: label });
  await user.click(box);
  await waitFor(() => expect(box).toHaveAttribute('aria-controls'));
  const list = document.getElementById(box.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
};

const chooseSurveyAndSam = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  await pick(user, dialog, 'Survey', 'Door survey');
  await pick(user, dialog, 'Assign to', 'Sam Lee (Volunteer)');
};

describe('accepting recommendations', { timeout: 45_000 }, () => {
  it('asks for the survey and canvassers, then opens the walkbook made', async () => {
    const user = userEvent.setup();
    const detail: RecommendedWalkbookDetail = {
      ...book(1, 58),
      request_name: 'Democrats',
      door_list: [
        { household_key: 'H1', address: '12 Oak St, Raleigh', lat: 35.785, lng: -78.635, voters: 2 },
      ],
    };
    const { server } = await renderApp({
      path: `/groundwork/recommendation-walkbook/${detail.id}`,
      setup: (fake) => {
        fake.on('GET /api/recommended-walkbook/', () => json(200, detail));
        withChoices(fake);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept as walkbook' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept as walkbook' });
    expect(server.callsTo('PUT', '/api/recommended-walkbook/')).toHaveLength(0);
    await chooseSurveyAndSam(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Accept as walkbook' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/walkbook/id/${WALKBOOK_ID}`),
    );
    expect(server.callsTo('PUT', '/api/recommended-walkbook/')[0]?.body).toEqual({
      id: detail.id,
      campaign_id: CAMPAIGN_ID,
      status: 'Accepted',
      survey_id: SURVEY_ID,
      assignee_ids: [SAM],
    });
  });

  it('accepts several at once with one choice, and says how each went', async () => {
    const user = userEvent.setup();
    const { server } = await renderApp({
      path: `/groundwork/recommendation/id/${REQUEST_ID}`,
      setup: (fake) => {
        withChoices(fake, 1);
        // Asked again while accepting, the request shows them no longer Proposed.
        fake.on('GET /api/recommended-walkbook/recommendation/', () =>
          json(200, {
            ...request,
            recommended_walkbooks: request.recommended_walkbooks.map((b) => ({
              ...b,
              status: fake.callsTo('PUT', '/api/recommended-walkbook/').length > 0 ? 'Accepted' : 'Proposed',
            })),
          }),
        );
      },
    });
    const accept = await screen.findByRole('button', { name: 'Accept selected' }, { timeout: 10_000 });
    expect(accept).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select every proposed walkbook' }));
    await user.click(screen.getByRole('button', { name: 'Accept selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept 2 walkbooks' });
    await chooseSurveyAndSam(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Accept 2 walkbooks' }));

    const results = await within(dialog).findByRole('list', { name: 'Results' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(2));
    expect(within(results).getByRole('link', { name: 'Democrats 1' })).toHaveAttribute(
      'href',
      `/groundwork/walkbook/id/${WALKBOOK_ID}`,
    );
    expect(results).toHaveTextContent(
      'Democrats 2: This recommended walkbook was already accepted: edit its walkbook instead.',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('1 of 2 accepted; 1 not (see above).');
    expect(within(dialog).getByRole('progressbar', { name: 'Accepting: 2 of 2 done' })).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/recommended-walkbook/').map((c) => c.body)).toEqual(
      [book(1, 58), book(2, 12)].map((b) => ({
        id: b.id,
        campaign_id: CAMPAIGN_ID,
        status: 'Accepted',
        survey_id: SURVEY_ID,
        assignee_ids: [SAM],
      })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
