import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { codeOf, GRID, renderDemos, resetDemoEnvironment, TEAM } from './fixtures/demoHarness';

beforeEach(() => resetDemoEnvironment());

const tabsOf = () => screen.getByRole('tablist', { name: 'Files of the Team demo' });

describe('Demo of several files', () => {
  it('names every file in a tab from the first render, and shows a data module once the sources arrive', async () => {
    const { container, network } = renderDemos([TEAM]);
    const tabs = within(tabsOf()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Team.tsx', 'data/employees.ts']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Team.tsx');

    await userEvent.click(tabs[1]);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('data/employees.ts');
    // Asked for at the click; busy until it is there.
    expect(codeOf(container)).toHaveAttribute('aria-busy', 'true');
    await network.arrive();
    expect(codeOf(container)).toHaveTextContent('employees TS');
    expect(codeOf(container)).toHaveAttribute('data-language', 'ts');

    // JS: the tabs follow the language.
    await userEvent.click(screen.getByRole('button', { name: 'JS' }));
    expect(within(tabsOf()).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Team.js', 'data/employees.js']);
    expect(codeOf(container)).toHaveTextContent('employees JS');
  });

  it('copies the file shown', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { network } = renderDemos([TEAM]);
    network.answerAtOnce();
    await userEvent.click(within(tabsOf()).getByRole('tab', { name: 'data/employees.ts' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith('export const employees: string[] = [];\n');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('is one tab stop: arrows, Home and End move and select; "Show the full source" goes back to the demo\'s file', async () => {
    const { network } = renderDemos([TEAM]);
    network.answerAtOnce();
    const [own, data] = within(tabsOf()).getAllByRole('tab');
    expect(own).toHaveAttribute('tabindex', '0');
    expect(data).toHaveAttribute('tabindex', '-1');
    own.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(data).toHaveFocus();
    expect(data).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(own).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(data).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show the full source' }));
    expect(own).toHaveAttribute('aria-selected', 'true');
  });

  it('shows no tabs for a demo of one file', () => {
    renderDemos([GRID]);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
