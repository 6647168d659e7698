-- Release beacons: the shell reports, once per page load, which version of each remote it composed and
-- whether that remote failed (to load, to render, or with an error its code raised). One row per page
-- load and remote: repeats and replays of a page load's beacon count once. Rows older than two days are
-- dropped (the release driver and the release page read the last hours only).
CREATE TABLE release_beacons (
  page_id text NOT NULL,
  remote text NOT NULL,
  site text NOT NULL,
  version text NOT NULL,
  failed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page_id, remote)
);
CREATE INDEX release_beacons_by_remote ON release_beacons (site, remote, created_at);
