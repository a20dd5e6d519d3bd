-- The academy page the HR instance links to (doc 1, section 1): short guides for the people
-- who run crew ashore. Plain text with '## ' headings, like the other text pages.
INSERT INTO text_pages (codename, name, content) VALUES
('academy', 'Academy', 'Short guides for crew managers and HR teams. Each takes a few minutes to read.

## Hours of rest
The Maritime Labour Convention asks for at least 10 hours of rest in any 24 and 77 in any 7 days, in no more than two periods, one of them at least 6 hours long. Crew log their days on their phones. Officers sign them off each month and the captain countersigns.

## Adding crew
Add a user on the vessel they join, with their access level, department and position. Someone who already has an account keeps their name and password. They simply gain the vessel.

## Moving crew between vessels
Select the crew member on the Users page and choose Transfer to another vessel. They leave the old vessel today and join the new one in the same role. Their records stay with the vessel where they were made.

## When someone leaves
Remove them from the vessel with an end date: they keep access until that day ends, and their records stay for 5 years.')
ON CONFLICT (codename) DO NOTHING;
