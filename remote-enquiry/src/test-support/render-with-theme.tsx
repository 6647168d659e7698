import { ThemeProvider } from '@emotion/react';
import { theme } from '@pharmasetu/shared-contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders as the shell does: inside the site's emotion theme. */
export const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
