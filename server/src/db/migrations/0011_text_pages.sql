-- Text pages (doc 1, /page/{codename}): a name and a body of paragraphs. A line that starts
-- with '## ' is a heading. Plain text, never HTML, so a page cannot carry script.
CREATE TABLE text_pages (
  codename TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  content TEXT NOT NULL
);
INSERT INTO text_pages (codename, name, content) VALUES
('terms-of-service', 'Terms of service', 'These terms apply to everyone who uses Seaworthy, on board or ashore.

## Your account
You keep your password to yourself and tell your vessel''s officers or us when you think someone else has used it. An operator who adds you to a vessel is responsible for the records they keep about you.

## Your records
Hours of rest, leave and crew records belong to the operator that employs you and to you. We keep them safe, we do not sell them, and we hand them over only when the law obliges us.

## Availability
Seaworthy works without a connection and sends what you record once one is back. We do our best to keep the service running and tell operators ahead of planned work.'),
('privacy-policy', 'Privacy policy', 'This policy says what Seaworthy keeps about you, why, and for how long.

## What we keep
Your name, e-mail address, the vessels and roles you hold, and the records you or your officers make: hours of rest, leave, certificates and crew documents.

## Why
To let you and your vessel keep the records that maritime law asks for, and to let you sign them.

## For how long
While you work on a vessel that uses Seaworthy, and for 5 years after you leave. Then your records are deleted.

## Your rights
You may ask for a copy of your records, or for a correction, by writing to privacy@seaworthy.example.'),
('contact-us', 'Contact us', 'We answer within one working day, in English.

## Support
Write to support@seaworthy.example with your name, your vessel and what you were doing. A screenshot helps.

## Privacy
Write to privacy@seaworthy.example to ask for a copy of your records or to have them corrected.');
