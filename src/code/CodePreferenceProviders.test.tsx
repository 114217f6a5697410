import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import {
  CodeStylingProvider,
  CodeVariantProvider,
  useCodeStyling,
  useCodeVariant,
  useSetCodeStyling,
  useSetCodeVariant,
} from './CodePreferenceProviders';

function Probe() {
  const variant = useCodeVariant();
  const setVariant = useSetCodeVariant();
  const styling = useCodeStyling();
  const setStyling = useSetCodeStyling();
  return (
    <div>
      <p>variant {variant}</p>
      <p>styling {styling}</p>
      <button type="button" onClick={() => setVariant('JS')}>Use JS</button>
      <button type="button" onClick={() => setStyling('Tailwind')}>Use Tailwind</button>
    </div>
  );
}

function renderProviders() {
  return render(
    <CodeVariantProvider>
      <CodeStylingProvider>
        <Probe />
      </CodeStylingProvider>
    </CodeVariantProvider>,
  );
}

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  window.history.replaceState(null, '', '/');
});

describe('code preference providers', () => {
  it('start from the defaults with no hash and no cookie, and set no cookie', () => {
    renderProviders();
    expect(screen.getByText('variant TS')).toBeInTheDocument();
    expect(screen.getByText('styling MUI System')).toBeInTheDocument();
    expect(Cookies.get('codeVariant')).toBeUndefined();
    expect(Cookies.get('codeStyling')).toBeUndefined();
  });

  it('read the cookies after mount', () => {
    document.cookie = 'codeVariant=JS; path=/';
    document.cookie = 'codeStyling=CSS; path=/';
    renderProviders();
    expect(screen.getByText('variant JS')).toBeInTheDocument();
    expect(screen.getByText('styling CSS')).toBeInTheDocument();
  });

  it('let a demo hash win over the cookie and remember it', () => {
    document.cookie = 'codeVariant=TS; path=/';
    window.history.replaceState(null, '', '/#tailwind-CustomTreeItem.js');
    renderProviders();
    expect(screen.getByText('variant JS')).toBeInTheDocument();
    expect(screen.getByText('styling Tailwind')).toBeInTheDocument();
    expect(Cookies.get('codeVariant')).toBe('JS');
    expect(Cookies.get('codeStyling')).toBe('Tailwind');
  });

  it('ignore bad cookies', () => {
    document.cookie = 'codeVariant=%3Cscript%3E; path=/';
    document.cookie = 'codeStyling=Bootstrap; path=/';
    renderProviders();
    expect(screen.getByText('variant TS')).toBeInTheDocument();
    expect(screen.getByText('styling MUI System')).toBeInTheDocument();
  });

  it('write the reader’s choice back to the cookie', async () => {
    renderProviders();
    await userEvent.click(screen.getByRole('button', { name: 'Use JS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use Tailwind' }));
    expect(screen.getByText('variant JS')).toBeInTheDocument();
    expect(screen.getByText('styling Tailwind')).toBeInTheDocument();
    expect(Cookies.get('codeVariant')).toBe('JS');
    expect(Cookies.get('codeStyling')).toBe('Tailwind');
  });

  it('render the default first, like the server (no hydration mismatch)', () => {
    document.cookie = 'codeVariant=JS; path=/';
    const seen: string[] = [];
    function Recorder() {
      seen.push(useCodeVariant());
      return null;
    }
    act(() => {
      render(
        <CodeVariantProvider>
          <Recorder />
        </CodeVariantProvider>,
      );
    });
    expect(seen[0]).toBe('TS');
    expect(seen[seen.length - 1]).toBe('JS');
  });

  it('leave the cookie unread on a page where nothing shows code (its first read blocks the page)', () => {
    document.cookie = 'codeVariant=JS; path=/';
    const cookieGetter = jest.spyOn(Document.prototype, 'cookie', 'get');
    function SetterOnly() {
      useSetCodeVariant();
      useSetCodeStyling();
      return <p>no demo here</p>;
    }
    render(
      <CodeVariantProvider>
        <CodeStylingProvider>
          <SetterOnly />
        </CodeStylingProvider>
      </CodeVariantProvider>,
    );
    expect(screen.getByText('no demo here')).toBeInTheDocument();
    expect(cookieGetter).not.toHaveBeenCalled();
    cookieGetter.mockRestore();
  });

  it('keep a choice made before the cookie was read', async () => {
    document.cookie = 'codeVariant=TS; path=/';
    let choose: (variant: 'JS' | 'TS') => void = () => {};
    function EarlySetter() {
      choose = useSetCodeVariant();
      return null;
    }
    const { rerender } = render(
      <CodeVariantProvider>
        <CodeStylingProvider>
          <EarlySetter />
        </CodeStylingProvider>
      </CodeVariantProvider>,
    );
    act(() => choose('JS'));
    rerender(
      <CodeVariantProvider>
        <CodeStylingProvider>
          <EarlySetter />
          <Probe />
        </CodeStylingProvider>
      </CodeVariantProvider>,
    );
    expect(screen.getByText('variant JS')).toBeInTheDocument();
    expect(Cookies.get('codeVariant')).toBe('JS');
  });

  it('throw a clear error outside their provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('wrap the component in <CodeVariantProvider>');
    jest.restoreAllMocks();
  });
});
