/**
 * npm run staff:create -- EMAIL
 *
 * Makes the account with EMAIL staff (it may then use /ops), or creates a staff account, on the
 * configured database (DATABASE_URL, else the embedded one in DATA_DIR). A new account asks for
 * its password when run in a terminal; otherwise it prints a one-time link that sets it, valid
 * for an hour. The password is never printed.
 */
import { meetsPasswordRules } from '../domain/auth/password-rules.ts';
import { AccountMessages } from '../domain/auth/messages.ts';
import { EmailSchema } from '../domain/auth/schemas.ts';
import { isCommonPassword, makeStaff } from '../server/auth/index.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { readHiddenLine } from './read-hidden-line.ts';

const email = EmailSchema.safeParse(process.argv[2] ?? '');
if (!email.success) {
  console.error('Usage: npm run staff:create -- EMAIL');
  console.error(email.error.issues[0]?.message ?? '');
  process.exit(1);
}

/** Asks twice, hidden, until the password meets the rules; null when not in a terminal. */
async function askForPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  for (;;) {
    const password = await readHiddenLine('Password for the new staff account: ');
    if (!meetsPasswordRules(password) || (await isCommonPassword(password))) {
      console.error(AccountMessages.passwordRequirements);
      continue;
    }
    if ((await readHiddenLine('Repeat the password: ')) === password) return password;
    console.error('The two passwords differ. Try again.');
  }
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  const result = await makeStaff(
    { db: database.db, config, now: () => new Date() },
    email.data,
    askForPassword,
  );
  if (!result.created) console.log(`${result.email} is staff now; its password is unchanged.`);
  else console.log(`Created the staff account ${result.email}.`);
  if (result.setPasswordLink) {
    console.log('Open this link within one hour to choose its password (it works once):');
    console.log(`  ${result.setPasswordLink}`);
  }
} finally {
  await database.close();
}
