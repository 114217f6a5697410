import { serverRenderFailed } from './serverRender';

describe('serverRenderFailed', () => {
  it('finds the boundary React left to the browser after a server error', () => {
    expect(serverRenderFailed('<main><!--$!--><template></template><!--/$--><p>Rest</p></main>')).toBe(true);
  });

  it('passes pages whose boundaries all rendered, and the text of the marker in code', () => {
    expect(serverRenderFailed('<main><!--$--><div>Demo</div><!--/$--><!--&--><p>Page</p><!--/&--></main>')).toBe(false);
    expect(serverRenderFailed('<pre><code>&lt;!--$!--&gt;</code></pre>')).toBe(false);
  });
});
