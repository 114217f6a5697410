import { legacyCopy } from './legacyCopy';

afterEach(() => {
  // jsdom has no execCommand: each test installs its own.
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('legacyCopy', () => {
  it('copies the exact text through a temporary textarea and removes it', () => {
    let copied = '';
    (document as { execCommand?: unknown }).execCommand = jest.fn(() => {
      const field = document.activeElement as HTMLTextAreaElement;
      copied = field.value.slice(field.selectionStart, field.selectionEnd);
      return true;
    });
    expect(legacyCopy('const a = "<b>";\n')).toBe(true);
    expect(copied).toBe('const a = "<b>";\n');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('gives focus back to where it was', () => {
    (document as { execCommand?: unknown }).execCommand = () => true;
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    legacyCopy('x');
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('reports false when the browser refuses or has no execCommand', () => {
    (document as { execCommand?: unknown }).execCommand = () => false;
    expect(legacyCopy('x')).toBe(false);
    delete (document as { execCommand?: unknown }).execCommand;
    expect(legacyCopy('x')).toBe(false);
  });

  it('reports false when execCommand throws', () => {
    (document as { execCommand?: unknown }).execCommand = () => {
      throw new Error('SecurityError');
    };
    expect(legacyCopy('x')).toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
