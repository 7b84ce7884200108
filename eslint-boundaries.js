// The rooms of ARCHITECTURE.md as import-x/no-restricted-paths zones: a capability (a folder of
// server/ or web/features/) is entered only through its index.ts, providers and domain/common
// import no capability, and features never reach into the app shell. Rooms are read from the
// folders, so a new capability is covered the day it is created.
import { readdirSync } from 'node:fs';

/** Folders every server room may use: infrastructure, not capabilities. */
const SERVER_INFRASTRUCTURE = ['db', 'http', 'crypto', 'postal', 'test-support', 'providers'];
/** What a provider may import besides its own folder: it is a leaf. */
const PROVIDER_MAY_IMPORT = ['db', 'http', 'crypto', 'postal', 'config.ts'];

const foldersOf = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const serverRooms = foldersOf('server').filter((name) => !SERVER_INFRASTRUCTURE.includes(name));
const webRooms = foldersOf('web/features');

/** The router loads each page module lazily, so a feature's pages are a second front door for it. */
const pageModulesOf = (room) =>
  readdirSync(`web/features/${room}`)
    .filter((file) => file.endsWith('-page.tsx'))
    .map((file) => `./${room}/${file}`);

/** Tests and their helpers (in test-support folders) compose rooms through the HTTP API. */
export const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'];

const frontDoor = (room) => `./${room}/index.ts`;

const roomZones = (base, rooms, alsoAllowed) =>
  rooms.map((room) => ({
    target: `./${base}/${room}`,
    from: `./${base}`,
    except: [
      `./${room}`,
      ...alsoAllowed,
      ...rooms.filter((other) => other !== room).map(frontDoor),
    ],
    message: `Another room is entered through its index.ts only (docs/ARCHITECTURE.md).`,
  }));

export const boundaryZones = [
  ...roomZones(
    'server',
    serverRooms,
    [...SERVER_INFRASTRUCTURE, 'config.ts', 'webhook-events.ts'].map((name) => `./${name}`),
  ),
  ...roomZones('web/features', webRooms, []),
  {
    target: './server/providers',
    from: './server',
    except: ['./providers', ...PROVIDER_MAY_IMPORT.map((name) => `./${name}`)],
    message: 'A provider is a leaf: it imports no capability (docs/ARCHITECTURE.md).',
  },
  {
    target: './domain/common',
    from: './domain',
    except: ['./common'],
    message:
      'domain/common is shared by every capability, so it imports none (docs/ARCHITECTURE.md).',
  },
  {
    target: './web/features',
    from: './web/app',
    message: 'Features do not import the app shell; the shell imports features.',
  },
  {
    // The rule is off in test files, so this zone holds for product code only.
    target: ['./domain', './server', './web'],
    from: TEST_FILES,
    message: 'Product code imports no test code: test data and helpers stay out of the build.',
  },
  {
    target: './web/app',
    from: './web/features',
    except: webRooms.flatMap((room) => [frontDoor(room), ...pageModulesOf(room)]),
    message: 'The shell enters a feature through its index.ts, or lazily through a page module.',
  },
];
