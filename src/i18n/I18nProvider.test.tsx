import * as React from 'react';
import { render, screen } from '@testing-library/react';
import { I18nValueProvider, useI18n, useTranslateWith } from './I18nProvider';
import { settingsEnglish } from '../layout/settingsStrings';

function Probe({ pathname = '/x/react-charts-group', fallback = 'Charts' }: { pathname?: string; fallback?: string }) {
  const { t, pageTitle, englishLang, userLanguage, hrefFor } = useI18n();
  return (
    <ul>
      <li>language: {userLanguage}</li>
      <li>string: {t('nav.loading')}</li>
      <li>values: {t('nav.openSection', { title: pageTitle(pathname, fallback) })}</li>
      <li>title: {pageTitle(pathname, fallback)}</li>
      <li>english lang: {englishLang ?? 'none'}</li>
      <li>href: {hrefFor({ pathname: '/x/react-charts', href: '/x/react-charts/', kind: 'page' })}</li>
    </ul>
  );
}

afterEach(() => {
  document.documentElement.lang = 'en';
  jest.restoreAllMocks();
});

describe('I18n', () => {
  it('is English without a provider', () => {
    render(<Probe />);
    expect(screen.getByText('language: en')).toBeInTheDocument();
    expect(screen.getByText('string: Loading…')).toBeInTheDocument();
    expect(screen.getByText('title: Charts')).toBeInTheDocument();
    expect(screen.getByText('english lang: none')).toBeInTheDocument();
    expect(screen.getByText('href: /x/react-charts/')).toBeInTheDocument();
  });

  it('uses the page translations in Chinese and falls back to English strings', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const translations = { pages: { '/x/react-charts-group': '图表', '/x/react-charts': '概览' } };
    render(
      <I18nValueProvider userLanguage="zh" translations={translations}>
        <Probe />
      </I18nValueProvider>,
    );
    expect(screen.getByText('title: 图表')).toBeInTheDocument();
    expect(screen.getByText('values: Open 图表')).toBeInTheDocument();
    expect(screen.getByText('string: Loading…')).toBeInTheDocument();
    expect(screen.getByText('english lang: en')).toBeInTheDocument();
    expect(screen.getByText('href: /zh/x/react-charts/')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('leaves an unchanged document language alone (a write would restyle the whole page)', () => {
    document.documentElement.lang = 'en';
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    render(
      <I18nValueProvider userLanguage="en" translations={{}}>
        <Probe />
      </I18nValueProvider>,
    );
    writes.push(...observer.takeRecords());
    observer.disconnect();
    expect(writes).toEqual([]);
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores page titles on English pages', () => {
    render(
      <I18nValueProvider userLanguage="en" translations={{ pages: { '/x/react-charts-group': '图表' } }}>
        <Probe />
      </I18nValueProvider>,
    );
    expect(screen.getByText('title: Charts')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("reads an English page's own strings from its props (they are not in the bundle)", () => {
    function Heading() {
      const { t } = useI18n();
      return <h1>{t('offline.heading')}</h1>;
    }
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = render(<Heading />);
    expect(warn).toHaveBeenCalledWith('Missing translation for en:offline.heading');
    expect(screen.getByRole('heading')).toHaveTextContent('offline.heading');
    unmount();
    render(
      <I18nValueProvider userLanguage="en" translations={{ offline: { heading: 'You are offline' } }}>
        <Heading />
      </I18nValueProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('You are offline');
  });

  it("gives a part loaded on demand its own English section, under the reader's language", () => {
    function Title() {
      return <h2>{useTranslateWith(settingsEnglish)('settings.title')}</h2>;
    }
    function ShellTitle() {
      return <h2>{useI18n().t('settings.title')}</h2>;
    }
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = render(<ShellTitle />);
    // The shell's bundle does not carry the section: its own `t` does not know the string.
    expect(screen.getByRole('heading')).toHaveTextContent('settings.title');
    unmount();
    const { unmount: unmountEnglish } = render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Settings');
    unmountEnglish();
    render(
      <I18nValueProvider userLanguage="zh" translations={{ settings: { title: '设置' } }}>
        <Title />
      </I18nValueProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('设置');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
