import { answerEvent, cleanComment, commentEvent, COMMENT_MAX, headingFromHash, reasonAfterSending, reasonNotSent } from './feedback';

describe('reasonNotSent', () => {
  it.each([
    ['analytics', null],
    ['undecided', 'undecided'],
    ['unknown', null],
    ['essential', 'essential'],
    ['unavailable', 'unavailable'],
    [undefined, 'unavailable'],
  ] as const)('consent %p -> %p', (consent, expected) => {
    expect(reasonNotSent(consent)).toBe(expected);
  });

  it.each([
    ['sent', null],
    ['queued', null],
    ['dropped', 'blocked'],
  ] as const)('after sending, %p -> %p', (delivery, expected) => {
    expect(reasonAfterSending(delivery)).toBe(expected);
  });
});

describe('answerEvent', () => {
  it('names the page and the answer', () => {
    expect(answerEvent({ pathname: '/x/react-data-grid/sorting', answer: 'yes', section: null })).toEqual({
      category: 'page_feedback',
      action: 'yes',
      label: '/x/react-data-grid/sorting',
    });
  });

  it('names the section the reader came to through a heading link', () => {
    expect(answerEvent({ pathname: '/x/a', answer: 'no', section: 'sort-model' }).params).toEqual({ section: 'sort-model' });
  });
});

describe('commentEvent', () => {
  it('sends the comment with the answer and the section', () => {
    expect(commentEvent({ pathname: '/x/a', answer: 'no', section: 'b', comment: '  The example does not compile.\r\n' })).toEqual({
      category: 'page_feedback',
      action: 'comment',
      label: '/x/a',
      params: { answer: 'no', section: 'b', comment_1: 'The example does not compile.' },
    });
  });

  it('cuts a long comment into parameters of 100 characters, at most 500 in all', () => {
    const params = commentEvent({ pathname: '/x/a', answer: 'yes', section: null, comment: `${'a'.repeat(250)}${'b'.repeat(400)}` }).params!;
    expect(Object.keys(params)).toEqual(['answer', 'comment_1', 'comment_2', 'comment_3', 'comment_4', 'comment_5']);
    expect(params.comment_3).toBe(`${'a'.repeat(50)}${'b'.repeat(50)}`);
    expect(Object.values(params).slice(1).join('')).toHaveLength(COMMENT_MAX);
  });

  it('never splits a character made of two code units', () => {
    const params = commentEvent({ pathname: '/x/a', answer: 'yes', section: null, comment: `${'a'.repeat(99)}😀 ok` }).params!;
    expect(params.comment_1).toBe('a'.repeat(99));
    expect(params.comment_2).toBe('😀 ok');
    expect(cleanComment(`${'a'.repeat(COMMENT_MAX - 1)}😀`)).toBe('a'.repeat(COMMENT_MAX - 1));
  });
});

describe('cleanComment', () => {
  it.each([
    ['  text  ', 'text'],
    ['a\r\nb\rc', 'a\nb\nc'],
    ['   ', ''],
  ])('%p -> %p', (input, expected) => {
    expect(cleanComment(input)).toBe(expected);
  });
});

