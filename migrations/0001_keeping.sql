-- The Droplist's sign-ups and the partner enquiries, and what the endpoints need to keep bots
-- out (functions/api/droplist.ts, functions/api/enquiries.ts; lib/server/). No raw IP address
-- and no user agent is stored anywhere. Times are ISO 8601 UTC text (they sort as they read);
-- rows past their retention (lib/constants.ts, docs/data.md) are deleted by the next write.

-- One row a person: the address, normalised (trimmed, its domain lowercased), and what they
-- agreed to: when, on which page, from which form, and the consent words shown beside it.
CREATE TABLE signups (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  joined_at TEXT NOT NULL,
  page TEXT,
  form TEXT NOT NULL CHECK (form IN ('footer', 'modal')),
  consent TEXT NOT NULL
);
CREATE INDEX signups_joined_at ON signups (joined_at);

-- One row an enquiry, with every field of its audience's form; dedupe_key (a SHA-256 of the
-- audience and the fields) makes the same enquiry sent twice one row.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  audience TEXT NOT NULL CHECK (audience IN ('brand', 'charity')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  organisation TEXT NOT NULL,
  charity_number TEXT,
  message TEXT NOT NULL,
  page TEXT,
  consent TEXT,
  created_at TEXT NOT NULL,
  dedupe_key TEXT NOT NULL UNIQUE
);
CREATE INDEX enquiries_email ON enquiries (email);
CREATE INDEX enquiries_created_at ON enquiries (created_at);

-- Requests a client made in a window: the client is a SHA-256 of its address and the day's salt.
CREATE TABLE rate_limits (
  client TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)
) WITHOUT ROWID;
CREATE INDEX rate_limits_window_start ON rate_limits (window_start);

-- A random salt a day (period = days since 1970-01-01 UTC): yesterday's is deleted, so a
-- client's hash cannot be matched across days, nor recomputed from an address once it is gone.
CREATE TABLE salts (
  period INTEGER PRIMARY KEY,
  salt TEXT NOT NULL
);
