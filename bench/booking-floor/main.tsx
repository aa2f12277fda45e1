/**
 * The floor of the booking site's first load: a bare React page that draws one heading, the least
 * a React page sends. `npm run bench` (bench/booking-site.ts) builds it beside the real site.
 */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Book a visit</h1>);
