import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LEGAL_DOCUMENTS } from '../../../config/env';
import { TermsStepper } from './terms-stepper';

const setup = () => {
  const onComplete = vi.fn();
  render(
    <MantineProvider>
      <TermsStepper documents={LEGAL_DOCUMENTS} onComplete={onComplete} isCompleting={false} />
    </MantineProvider>,
  );
  const button = (name: string) => screen.getByRole('button', { name, exact: true } as { name: string });
  const frame = () => screen.getByTitle(/Privacy Policy|Disclaimer|Terms and Conditions/);
  return { onComplete, button, frame, user: userEvent.setup() };
};

describe('terms stepper', () => {
  it('shows the three documents in order: Privacy Policy, Disclaimer, Terms and Conditions', () => {
    expect(LEGAL_DOCUMENTS.map((document) => document.title)).toEqual([
      'Privacy Policy',
      'Disclaimer',
      'Terms and Conditions',
    ]);
    const { frame } = setup();
    expect(frame()).toHaveAttribute('src', '/legal/privacy-policy.html');
  });

  it('disables Previous on the first document and Next until the document is accepted', async () => {
    const { button, user } = setup();
    expect(button('Previous')).toBeDisabled();
    expect(button('Next')).toBeDisabled();
    await user.click(button('Accept'));
    await user.click(button('Previous'));
    expect(button('Accepted')).toBeDisabled();
    expect(button('Next')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('moves on to the next document when one is accepted, which starts unaccepted', async () => {
    const { button, frame, user } = setup();
    await user.click(button('Accept'));
    expect(frame()).toHaveAttribute('title', 'Disclaimer');
    expect(button('Previous')).toBeEnabled();
    expect(button('Next')).toBeDisabled();
    expect(button('Accept')).toBeEnabled();
    await user.click(button('Previous'));
    expect(frame()).toHaveAttribute('title', 'Privacy Policy');
    expect(button('Accepted')).toBeDisabled();
    await user.click(button('Next'));
    expect(frame()).toHaveAttribute('title', 'Disclaimer');
  });

  it('completes when the last document is accepted, one Accept per document, with no Next on the last', async () => {
    const { button, frame, user, onComplete } = setup();
    await user.click(button('Accept'));
    await user.click(button('Accept'));
    expect(onComplete).not.toHaveBeenCalled();
    expect(frame()).toHaveAttribute('title', 'Terms and Conditions');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(button('Accept'));
    expect(onComplete).toHaveBeenCalledOnce();
  });
});
