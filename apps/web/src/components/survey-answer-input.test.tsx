import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SurveyQuestion } from '@groundwork/shared/contracts/surveys';
import { SurveyAnswerInput } from './survey-answer-input';
import { hasAnswers, spokenAnswers, surveyResponseInputs, type SurveyAnswers } from './survey-answers';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ISSUES: SurveyQuestion = {
  id: id(1),
  text: 'Which issues matter to you?',
  kind: 'multiple_choice',
  answers: ['Housing', 'Parks', 'Traffic', 'Schools'].map((text, i) => ({ id: id(10 + i), text })),
};
const SUPPORT: SurveyQuestion = {
  id: id(2),
  text: 'Will you vote for Dana?',
  kind: 'single_choice',
  answers: [
    { id: id(20), text: 'Yes' },
    { id: id(21), text: 'No' },
  ],
};
const COMMENTS: SurveyQuestion = { id: id(3), text: 'Comments', kind: 'free_text', answers: [] };

/** The input as a screen holds it, reporting every change. */
function Harness({ onChange, disabled }: { onChange: (value: SurveyAnswers) => void; disabled?: boolean }) {
  const [value, setValue] = useState<SurveyAnswers>({});
  return (
    <SurveyAnswerInput
      questions={[ISSUES, SUPPORT, COMMENTS]}
      value={value}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const renderInput = (disabled?: boolean) => {
  const onChange = vi.fn<(value: SurveyAnswers) => void>();
  render(
    <MantineProvider>
      <Harness onChange={onChange} disabled={disabled} />
    </MantineProvider>,
  );
  const last = () => onChange.mock.lastCall?.[0] ?? {};
  return { onChange, last, user: userEvent.setup() };
};

describe('the shared survey answer input', () => {
  it('keeps every chosen answer of a multiple-choice question, as checkboxes', async () => {
    const { last, user } = renderInput();
    const issues = screen.getByRole('group', { name: /Which issues matter to you\?/ });
    expect(within(issues).queryAllByRole('radio')).toHaveLength(0);
    for (const text of ['Housing', 'Traffic', 'Schools'])
      await user.click(within(issues).getByRole('checkbox', { name: text }));
    expect(last()[ISSUES.id]).toEqual({ answer_ids: [id(10), id(12), id(13)] });
    for (const [text, checked] of [
      ['Housing', true],
      ['Parks', false],
      ['Traffic', true],
      ['Schools', true],
    ] as const)
      expect(within(issues).getByRole('checkbox', { name: text })).toHaveAttribute(
        'aria-checked',
        String(checked),
      );
    // A second tap takes an answer back.
    await user.click(within(issues).getByRole('checkbox', { name: 'Traffic' }));
    expect(last()[ISSUES.id]).toEqual({ answer_ids: [id(10), id(13)] });
  });

  it('keeps one answer of a single-choice question, as radios, and can clear it', async () => {
    const { last, user } = renderInput();
    const support = screen.getByRole('radiogroup', { name: 'Will you vote for Dana?' });
    await user.click(within(support).getByRole('radio', { name: 'Yes' }));
    await user.click(within(support).getByRole('radio', { name: 'No' }));
    expect(last()[SUPPORT.id]).toEqual({ answer_ids: [id(21)] });
    expect(within(support).getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Clear the answer to: Will you vote for Dana?' }));
    expect(last()[SUPPORT.id]).toEqual({ answer_ids: [] });
    expect(screen.queryByRole('button', { name: /Clear the answer/ })).toBeNull();
  });

  it('takes a free-text answer in a text field', async () => {
    const { last, user } = renderInput();
    await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'More buses');
    expect(last()[COMMENTS.id]).toEqual({ text: 'More buses' });
  });

  it('is used from the keyboard: Tab to an answer, Space to choose it, arrows between radios', async () => {
    const { last, user } = renderInput();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Housing' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(last()[ISSUES.id]).toEqual({ answer_ids: [id(10), id(11)] });
    screen.getByRole('radio', { name: 'Yes' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
    expect(last()[SUPPORT.id]).toEqual({ answer_ids: [id(21)] });
  });

  it('marks a chosen answer: data-checked (its border and fill) and a check mark', async () => {
    const { user } = renderInput();
    const parks = screen.getByRole('checkbox', { name: 'Parks' });
    expect(parks).not.toHaveAttribute('data-checked');
    await user.click(parks);
    expect(parks).toHaveAttribute('data-checked');
    expect(parks.querySelector('svg.tabler-icon-check')).not.toBeNull();
  });

  it('changes nothing while disabled', async () => {
    const { onChange, user } = renderInput(true);
    await user.click(screen.getByRole('checkbox', { name: 'Parks' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Comments' })).toBeDisabled();
  });
});

describe('the answers each channel sends', () => {
  const answers: SurveyAnswers = {
    [ISSUES.id]: { answer_ids: [id(10), id(12), id(13)] },
    [SUPPORT.id]: { answer_ids: [] },
    [COMMENTS.id]: { text: '  More buses ' },
  };

  it('a call or a text: one entry per chosen answer, blanks left out', () => {
    expect(spokenAnswers(answers)).toEqual([
      { question_id: ISSUES.id, answer: id(10) },
      { question_id: ISSUES.id, answer: id(12) },
      { question_id: ISSUES.id, answer: id(13) },
      { question_id: COMMENTS.id, answer: 'More buses' },
    ]);
    expect(spokenAnswers({ [COMMENTS.id]: { text: '  ' } })).toEqual([]);
  });

  it('a door: one entry per question with every answer id', () => {
    expect(surveyResponseInputs(answers)[0]).toEqual({
      question_id: ISSUES.id,
      answer_ids: [id(10), id(12), id(13)],
    });
  });

  it('tells whether anything was answered', () => {
    expect(hasAnswers(answers)).toBe(true);
    expect(hasAnswers({ [SUPPORT.id]: { answer_ids: [] }, [COMMENTS.id]: { text: ' ' } })).toBe(false);
  });
});
