import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs the web and server suites side by side on two cores: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
