-- Issue 30: a leave type belongs to a rate period, not to the profile. Each rate kept before
-- names its type from now on: the profile's type, the one the maths gave it until now. Written
-- out, so that a later change of the profile's type cannot reach the periods before it. The
-- versions stay: a device holding a rate without a type counts it by the profile's type too.
UPDATE leave_profiles p
   SET rates = (
     SELECT COALESCE(jsonb_agg(CASE WHEN r ? 'type' THEN r ELSE r || jsonb_build_object('type', p.type) END
                               ORDER BY i), '[]'::jsonb)
       FROM jsonb_array_elements(p.rates) WITH ORDINALITY AS e(r, i)
   )
 WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(p.rates) r WHERE NOT (r ? 'type'))
