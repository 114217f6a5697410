import * as React from 'react';
import { styled } from '@mui/material/styles';
import { usePage } from '../core/PageContext';
import { useTranslateWith } from '../i18n/I18nProvider';
import { feedbackEnglish } from './feedbackStrings';
import { useOptionalAnalyticsConsent } from '../analytics/AnalyticsProvider';
import type { ConsentStatus } from '../analytics/consent';
import { sendEvent } from '../analytics/sendEvent';
import {
  answerEvent,
  cleanComment,
  headingFromHash,
  commentEvent,
  COMMENT_MAX,
  reasonAfterSending,
  reasonNotSent,
  type FeedbackAnswer,
  type NotSentReason,
} from './feedback';

/** Height the panel takes before any answer: PageFeedback keeps it while the panel's code loads. */
export const FEEDBACK_HEIGHT = 152;

const Root = styled('section')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    // 48 + 1 + 16 + 24 + 12 + 34 + 16 + 1 = FEEDBACK_HEIGHT
    marginTop: 48,
    padding: '16px 20px',
    border: `1px solid ${palette.divider}`,
    borderRadius: 12,
    fontSize: '0.9375rem',
    '& h2': { fontSize: '1rem', lineHeight: '24px', fontWeight: 600, margin: '0 0 12px' },
    '& .choices': { display: 'flex', gap: 8 },
    '& button': {
      minWidth: 64,
      height: 34,
      padding: '0 14px',
      border: `1px solid ${palette.divider}`,
      borderRadius: 8,
      background: 'none',
      font: 'inherit',
      fontWeight: 600,
      color: palette.text.primary,
      cursor: 'pointer',
    },
    '& button:hover': { backgroundColor: palette.action.hover },
    '& button:focus-visible, & textarea:focus-visible, & .message:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '& button:disabled': { cursor: 'default', color: palette.text.secondary },
    '& .message': { margin: 0, minHeight: 34, display: 'flex', alignItems: 'center', color: palette.text.secondary, borderRadius: 4 },
    '& form': { display: 'grid', gap: 6, marginTop: 12 },
    '& label': { fontWeight: 600, fontSize: '0.875rem' },
    '& textarea': {
      boxSizing: 'border-box',
      width: '100%',
      minHeight: 88,
      padding: '8px 10px',
      resize: 'vertical',
      font: 'inherit',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.text.secondary}`,
      borderRadius: 8,
    },
    '& .help': { margin: 0, fontSize: '0.8125rem', color: palette.text.secondary },
    '& form button': { justifySelf: 'start' },
  };
});

type Step =
  | { kind: 'question' }
  // Answered before the analytics provider has read the reader's choice (the first moments of a page):
  // nothing is sent, or said, until that choice is known.
  | { kind: 'waiting'; answer: FeedbackAnswer; section: string | null }
  | { kind: 'answered'; answer: FeedbackAnswer; section: string | null; notSent: NotSentReason | null }
  | { kind: 'done'; notSent: NotSentReason | null };

const NOT_SENT = {
  essential: 'feedback.notSentEssential',
  undecided: 'feedback.notSentUndecided',
  unavailable: 'feedback.notSentUnavailable',
  blocked: 'feedback.notSentBlocked',
} as const;

/** The heading named by the address' hash (the reader came through a heading link), if it is one. */
function sectionInAddress(): string | null {
  const ids = Array.from(document.querySelectorAll('h2[id], h3[id]'), (heading) => heading.id);
  return headingFromHash(window.location.hash, ids);
}

/**
 * The reader's yes or no: sent when analytics may run, else the reason it is not; an answer given
 * while the reader's analytics choice is still unknown (the first moments of a page) waits for it.
 */
function useAnswer(step: Step, setStep: (step: Step) => void, status: 'unknown' | ConsentStatus | undefined, pathname: string) {
  const settle = React.useCallback(
    (value: FeedbackAnswer, section: string | null) => {
      let notSent = reasonNotSent(status === 'unknown' ? undefined : status);
      if (!notSent) notSent = reasonAfterSending(sendEvent(answerEvent({ pathname, answer: value, section })));
      setStep({ kind: 'answered', answer: value, section, notSent });
    },
    [status, pathname, setStep],
  );

  // An answer given while the choice was still unknown is settled once it is known.
  React.useEffect(() => {
    if (step.kind === 'waiting' && status !== 'unknown') settle(step.answer, step.section);
  }, [step, status, settle]);

  return (value: FeedbackAnswer) => {
    if (step.kind !== 'question') return;
    const section = sectionInAddress();
    if (status === 'unknown') setStep({ kind: 'waiting', answer: value, section });
    else settle(value, section);
  };
}

/**
 * "Was this page helpful?" (loaded once its place nears the viewport, see PageFeedback): yes or no,
 * then an optional comment, each sent as an analytics event. When analytics is refused or cannot run,
 * the reader is told their answer was not sent.
 */
export default function FeedbackPanel() {
  const { pathname } = usePage();
  // Its strings (the `feedback` section) come with its chunk; a translated page's props carry its own.
  const t = useTranslateWith(feedbackEnglish);
  const consent = useOptionalAnalyticsConsent();
  const [step, setStep] = React.useState<Step>({ kind: 'question' });
  const [comment, setComment] = React.useState('');
  const messageRef = React.useRef<HTMLParagraphElement>(null);
  const helpId = React.useId();
  const commentId = React.useId();

  // The message that replaces the question (or the form) takes the focus, so it is read out.
  React.useEffect(() => {
    if (step.kind !== 'question' && step.kind !== 'waiting') messageRef.current?.focus();
  }, [step.kind]);

  const answer = useAnswer(step, setStep, consent?.status, pathname);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'answered' || cleanComment(comment) === '') return;
    const delivery = sendEvent(commentEvent({ pathname, answer: step.answer, section: step.section, comment }));
    setStep({ kind: 'done', notSent: reasonAfterSending(delivery) });
  };

  let message = '';
  if (step.kind === 'answered') message = step.notSent ? t(NOT_SENT[step.notSent]) : t('feedback.thanks');
  if (step.kind === 'done') message = step.notSent ? t(NOT_SENT[step.notSent]) : t('feedback.thanksComment');

  return (
    <Root aria-labelledby="feedback-title" data-no-print="">
      <h2 id="feedback-title">{t('page.feedbackTitle')}</h2>
      {step.kind === 'question' || step.kind === 'waiting' ? (
          <div className="choices">
            {/* aria-disabled, not disabled, while waiting: the pressed button keeps the focus. */}
            <button type="button" aria-disabled={step.kind === 'waiting' || undefined} onClick={() => answer('yes')}>
              {t('feedback.yes')}
            </button>
            <button type="button" aria-disabled={step.kind === 'waiting' || undefined} onClick={() => answer('no')}>
              {t('feedback.no')}
            </button>
          </div>
        ) : (
          <p className="message" ref={messageRef} tabIndex={-1}>
            {message}
          </p>
        )}
      {step.kind === 'answered' && !step.notSent ? (
        <form onSubmit={send}>
          <label htmlFor={commentId}>{step.answer === 'yes' ? t('feedback.commentLabelYes') : t('feedback.commentLabelNo')}</label>
          <textarea id={commentId} value={comment} maxLength={COMMENT_MAX} aria-describedby={helpId} onChange={(event) => setComment(event.target.value)} />
          <p className="help" id={helpId}>
            {t('feedback.commentHelp', { count: comment.length, max: COMMENT_MAX })}
          </p>
          <button type="submit" disabled={cleanComment(comment) === ''}>
            {t('feedback.send')}
          </button>
        </form>
      ) : null}
    </Root>
  );
}
