-- A cleared day stays as a row marked cleared, so the sync feed can tell devices it is gone.
ALTER TABLE rest_days ADD COLUMN cleared BOOLEAN NOT NULL DEFAULT false;
