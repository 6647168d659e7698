/**
 * The dashboard's form controls and buttons: the page's font, a 40 px touch height, one border. Applied once at
 * the dashboard's root, so the sign-in, the filters and a lead's buttons look alike on the site and standalone.
 */
export const controlsCss = {
  'input, select, button': {
    font: 'inherit',
    minHeight: 40,
    padding: '6px 10px',
    border: '1px solid #9aa5b1',
    borderRadius: 6,
    background: '#fff',
    color: 'inherit',
  },
  button: { cursor: 'pointer' },
  'button:disabled': { cursor: 'default', opacity: 0.6 },
  label: { display: 'grid', gap: 4 },
  h1: { margin: 0, fontSize: 24 },
} as const;
