import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VoterGroup } from '@groundwork/shared/contracts/voter-groups';
import type { VoterTag } from '@groundwork/shared/contracts/voter-tags';
import { MESSAGES } from '@groundwork/shared/messages';
import { CAMPAIGN_ID, json, USER_ID, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const GROUP_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const NOW = '2026-02-01T12:00:00.000Z';
const PATH = `/groundwork/voter-group/id/${GROUP_ID}`;

const group = (overrides: Partial<VoterGroup> = {}): VoterGroup => ({
  id: GROUP_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: USER_ID,
  name: 'Seniors in 27601',
  description: null,
  type: 'filter',
  creation_method: 'Created',
  status: 'Ready',
  filter_params: { age_min: 65 },
  voter_count: 1200,
  door_count: 900,
  error: null,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});

const tag = (name: string, id: string, voterCount = 0): VoterTag => ({
  id,
  campaign_id: CAMPAIGN_ID,
  name,
  color: 'gray',
  voter_count: voterCount,
  created_at: NOW,
});

const CANVASSED = tag('Canvassed', '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', 40);
const CREATED = tag('Door knocked', '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f');

const serve = (fake: FakeServer, reply: Partial<VoterGroup> = {}) => {
  fake.on('GET /api/voter-tag/all/', () => json(200, [CANVASSED]));
  fake.on('GET /api/voter-group/', () => json(200, group(reply)));
  fake.on('GET /api/voter-group/voters/', () => json(200, { total: 0, skip: 0, limit: 50, voters: [] }));
};

const openDialog = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Tag voters' }, { timeout: 10_000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Tag voters' }) };
};

describe('tagging the voters of a group', { timeout: 30_000 }, () => {
  it('tags every voter of the group with an existing tag after confirming the count', async () => {
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        serve(fake);
        fake.on('POST /api/voter-tag/assign/', () => json(200, { changed: 1160 }));
      },
    });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Tag' }), 'canv{ArrowDown}{Enter}');
    expect(within(dialog).getByRole('combobox', { name: 'Tag' })).toHaveValue('Canvassed (40 voters)');
    const tagsAsked = server.callsTo('GET', '/api/voter-tag/all/').length;
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(
      within(dialog).getByText('Tag all 1,200 voters of “Seniors in 27601” with ‘Canvassed’?'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/voter-tag/assign/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Tag 1,200 voters' }));

    expect(
      await screen.findByText("Tagged 1,160 voters with 'Canvassed' (40 already had it)"),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/voter-tag/assign/')[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      tag_id: CANVASSED.id,
      voter_group_id: GROUP_ID,
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Tag voters' })).not.toBeInTheDocument();
    });
    // The tags' voter counts are asked again.
    await waitFor(() => {
      expect(server.callsTo('GET', '/api/voter-tag/all/').length).toBeGreaterThan(tagsAsked);
    });
  });

  it('creates a new tag, then tags with it; a taken name is said and nothing is tagged', async () => {
    let created = 0;
    const { server } = await renderApp({
      path: PATH,
      setup: (fake) => {
        serve(fake, { voter_count: 3 });
        fake.on('POST /api/voter-tag/', (call) => {
          created += 1;
          return (call.body as { name: string }).name === 'canvassed'
            ? json(409, { detail: MESSAGES.nameExists, code: 'NAME_EXISTS' })
            : json(201, CREATED);
        });
        fake.on('POST /api/voter-tag/assign/', () => json(200, { changed: 3 }));
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByText('New tag'));
    await user.type(within(dialog).getByRole('textbox', { name: 'New tag name' }), 'canvassed');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(/The tag is created first\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tag 3 voters' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.nameExists);
    expect(server.callsTo('POST', '/api/voter-tag/assign/')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    const name = within(dialog).getByRole('textbox', { name: 'New tag name' });
    await user.clear(name);
    await user.type(name, '  Door knocked ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Tag 3 voters' }));

    expect(await screen.findByText("Tagged 3 voters with 'Door knocked'")).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/voter-tag/').at(-1)?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      name: 'Door knocked',
    });
    expect(server.callsTo('POST', '/api/voter-tag/assign/')[0]?.body).toMatchObject({ tag_id: CREATED.id });
    expect(created).toBe(2);
  });

  it('waits for a Pending group to be ready', async () => {
    await renderApp({ path: PATH, setup: (fake) => serve(fake, { status: 'Pending' }) });
    expect(await screen.findByRole('button', { name: 'Tag voters' }, { timeout: 10_000 })).toBeDisabled();
  });
});
