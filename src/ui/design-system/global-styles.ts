/**
 * The theme and the global styles, applied on import (by the design system's index and by the
 * app shell, src/ui/app/app.tsx, which does not import the index: see index.ts).
 */
import './theme.css';
import './global.css';
