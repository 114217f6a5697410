import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import ConsentPrompt from './ConsentPrompt';

describe('ConsentPrompt', () => {
  it('is a named region with the two choices', async () => {
    const onChoose = jest.fn();
    render(
      <ThemeProvider theme={createTheme()}>
        <ConsentPrompt onChoose={onChoose} />
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Help improve these docs' });
    expect(region).toHaveTextContent('Nothing is sent unless you allow it');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/x/privacy/');
    await userEvent.click(screen.getByRole('button', { name: 'Essential only' }));
    await userEvent.click(screen.getByRole('button', { name: 'Allow analytics' }));
    expect(onChoose.mock.calls).toEqual([['essential'], ['analytics']]);
  });
});
