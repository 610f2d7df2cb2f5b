import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIL_LIMITS, MAIL_MESSAGES } from '@groundwork/shared/contracts/mail';
import { MESSAGES } from '@groundwork/shared/messages';
import { CAMPAIGN_ID, json, type FakeServer } from '../../../test/fake-server';
import { stubUploads } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { MAILER_ID, makeMailer } from './mail-fixtures';

const CHECK = `GET /api/mail/check-name/mailer/${CAMPAIGN_ID}/`;
const withTakenName = (server: FakeServer) => {
  server.on(CHECK, (call) => json(200, { is_unique: call.search.get('name') !== 'Fall postcard' }));
  server.on('GET /api/mail/', () => json(200, makeMailer()));
};

const stubSmallUploads = () =>
  stubUploads((xhr) => {
    xhr.progress(500, 1000);
  });

const pdf = (bytes = 4) =>
  new File([new Uint8Array(bytes).fill(0x25)], 'postcard.pdf', { type: 'application/pdf' });

const openForm = async (setup = withTakenName) => {
  const view = await renderApp({ path: '/groundwork/mailer/add', setup });
  // Files the picker would hide are given anyway: the form must refuse them itself.
  const user = userEvent.setup({ applyAccept: false });
  const name = await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { ...view, user, name, input };
};

describe('the mailer upload form', { timeout: 30_000 }, () => {
  it('warns as the user types a name already in use, and stops warning once it is changed', async () => {
    const { user, name, server } = await openForm();
    await user.type(name, 'Fall postcard');
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(MESSAGES.nameExists);
    });
    // Checked once, after the typing rested, not once per key.
    expect(server.callsTo('GET', CHECK.slice(4)).map((call) => call.search.get('name'))).toEqual([
      'Fall postcard',
    ]);
    await user.type(name, ' 2');
    await waitFor(() => {
      expect(name).not.toHaveAccessibleDescription(MESSAGES.nameExists);
    });
  });

  it('says when the name could not be checked', async () => {
    const { user, name } = await openForm((server) => {
      server.on(CHECK, () => json(500, { code: 'INTERNAL', detail: 'Internal server error' }));
    });
    await user.type(name, 'Spring flyer');
    expect(await screen.findByText(MAIL_MESSAGES.checkNameFailed)).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF or an image, an empty one and one too large, before any upload', async () => {
    const sent = stubSmallUploads();
    const { user, name, input } = await openForm();
    await user.type(name, 'Spring flyer');

    await user.upload(input, new File(['a,b'], 'list.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText('list.csv is not a PDF or an image (PNG, JPEG or WebP)'),
    ).toBeInTheDocument();

    await user.upload(input, new File([], 'blank.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('blank.pdf is empty')).toBeInTheDocument();

    const huge = pdf();
    Object.defineProperty(huge, 'size', { value: MAIL_LIMITS.fileBytes + 1 });
    await user.upload(input, huge);
    expect(await screen.findByText('postcard.pdf is larger than 25 MB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload mailer' }));
    expect(screen.getByText('postcard.pdf is larger than 25 MB')).toBeInTheDocument();
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('Drop the mail piece here');
    expect(sent).toHaveLength(0);
  });

  it('uploads the piece with progress, shows NAME_EXISTS at the name, then opens the saved mailer', async () => {
    const sent = stubSmallUploads();
    const { user, name, input } = await openForm();
    await user.type(name, 'Spring flyer');
    await user.upload(input, pdf());
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('postcard.pdf');
    await user.click(screen.getByRole('button', { name: 'Upload mailer' }));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const [first] = sent;
    expect(first?.url).toBe(`/api/mail/?campaign_id=${CAMPAIGN_ID}`);
    const form = first?.body as FormData;
    expect(JSON.parse(String(form.get('mailer')))).toEqual({
      name: 'Spring flyer',
      campaign_id: CAMPAIGN_ID,
    });
    expect((form.get('file') as File).name).toBe('postcard.pdf');
    act(() => {
      first?.reply(409, { code: 'NAME_EXISTS', detail: MESSAGES.nameExists });
    });
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(MESSAGES.nameExists);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Spring flyer B');
    await user.click(screen.getByRole('button', { name: 'Upload mailer' }));
    await waitFor(() => {
      expect(sent).toHaveLength(2);
    });
    act(() => {
      sent[1]?.reply(200, makeMailer({ name: 'Spring flyer B' }));
    });
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(`/groundwork/mailer/id/${MAILER_ID}`);
    });
  });
});
