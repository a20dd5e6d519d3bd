-- Accounts (doc 1, sections 2, 3 and 4): the modules a vessel can switch on, with their monthly
-- price in pounds, and the company group's invoice details. Descriptions are plain text (the
-- app shows them as text, never as markup). 'support' is free and always there.
CREATE TABLE modules (
  id SERIAL PRIMARY KEY,
  code_name TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  text TEXT NOT NULL,
  price NUMERIC(8, 2) NOT NULL,
  position INTEGER NOT NULL
);
INSERT INTO modules (code_name, name, text, price, position) VALUES
  ('hoursofrest', 'Hours of rest', 'Crew log their hours of work and rest on their phones, offline; the app checks them against MLC 2006 and STCW, and officers countersign each month.', 49, 1),
  ('crew', 'Crew', 'Crew records, departments and positions, next of kin and crew documents in one place.', 39, 2),
  ('certs', 'Certificates', 'The vessel''s certificates with their survey windows, attachments and expiry alerts.', 29, 3),
  ('docs', 'Documents', 'The vessel''s document library, sorted in sections and readable offline.', 19, 4),
  ('leave', 'Leave', 'Leave profiles, requests and approvals, with accrual worked out for each crew member.', 29, 5),
  ('reports', 'Reports', 'Crew and guest lists for port authorities, salary and leave reports, as PDF or spreadsheet.', 19, 6),
  ('support', 'Support', 'Help from our team by e-mail or phone, and data entry on request.', 0, 7);

ALTER TABLE company_groups ADD COLUMN contact TEXT;
ALTER TABLE company_groups ADD COLUMN email TEXT;
ALTER TABLE company_groups ADD COLUMN address_line1 TEXT;
ALTER TABLE company_groups ADD COLUMN address_line2 TEXT;
ALTER TABLE company_groups ADD COLUMN city TEXT;
ALTER TABLE company_groups ADD COLUMN zip TEXT;
ALTER TABLE company_groups ADD COLUMN state TEXT;
ALTER TABLE company_groups ADD COLUMN country TEXT;
ALTER TABLE company_groups ADD COLUMN vat_id TEXT;
