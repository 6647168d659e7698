import { createRoot } from 'react-dom/client';

// One element through React's client and emotion's css prop: what every page of the sites runs before any code of
// its own. Hidden, so the control paints nothing the page itself does not.
const host = document.createElement('div');
document.body.append(host);
createRoot(host).render(<span css={{ display: 'none' }} />);
