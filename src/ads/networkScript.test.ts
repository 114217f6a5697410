import { loadNetworkScript, networkScriptSrc, observeNetworkAd, sameTarget } from './networkScript';

const settings = { elementSelector: '#carbonads', fallbackTarget: 'https://example.com/house/' };

describe('networkScriptSrc', () => {
  it.each([
    [{ scriptUrl: 'https://cdn.example.com/ad.js', serve: 'ABC', placement: 'docs' }, 'https://cdn.example.com/ad.js?serve=ABC&placement=docs'],
    [{ scriptUrl: 'https://cdn.example.com/ad.js?v=2', serve: 'A B', placement: 'x&y' }, 'https://cdn.example.com/ad.js?v=2&serve=A+B&placement=x%26y'],
    [{ scriptUrl: 'javascript:alert(1)', serve: 'A', placement: 'b' }, null],
    [{ scriptUrl: 'http://cdn.example.com/ad.js', serve: 'A', placement: 'b' }, null],
    [{ scriptUrl: 'not a url', serve: 'A', placement: 'b' }, null],
  ])('%p -> %p', (input, expected) => {
    expect(networkScriptSrc(input)).toBe(expected);
  });
});

describe('sameTarget', () => {
  it.each([
    ['https://example.com/house/', true],
    ['https://example.com/house', true],
    ['https://EXAMPLE.com/house', true],
    ['https://example.com/house/?ref=1', false],
    ['https://example.com/other/', false],
    ['http://example.com/house/', false],
    ['not a url', false],
    [null, false],
  ])('%p -> %p', (href, expected) => {
    expect(sameTarget(href, settings.fallbackTarget)).toBe(expected);
  });
});

describe('network script and element', () => {
  it('loads the script async inside the container and cleans up', () => {
    const container = document.createElement('span');
    const unload = loadNetworkScript(container, 'https://cdn.example.com/ad.js?serve=A', '_ad_js');
    const script = container.querySelector('script');
    expect(script).toHaveAttribute('id', '_ad_js');
    expect(script?.async).toBe(true);
    expect(script?.src).toBe('https://cdn.example.com/ad.js?serve=A');
    unload();
    expect(container.childNodes).toHaveLength(0);
  });

  it.each([
    ['', 'absent'],
    ['<div id="other"></div>', 'absent'],
    ['<div id="carbonads"><a href="https://srv.example.com/click">Ad</a></div>', 'served'],
    ['<div id="carbonads"></div>', 'served'],
    ['<div id="carbonads"><a href="https://example.com/house">House</a></div>', 'fallback'],
  ])('%p -> %p', (html, expected) => {
    const container = document.createElement('span');
    container.innerHTML = html;
    expect(observeNetworkAd(container, settings)).toBe(expected);
  });
});
