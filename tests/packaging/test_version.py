"""The version a build names (packaging/version.py): a release only at the commit that
dated its CHANGELOG section, a development version ``X.Y.Z.devN+gHASH`` everywhere
else, computed from git without tags; the version written in a tree without git."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import version as v  # noqa: E402

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")

GIT_ENV = {
    "GIT_AUTHOR_NAME": "t",
    "GIT_AUTHOR_EMAIL": "t@example.org",
    "GIT_COMMITTER_NAME": "t",
    "GIT_COMMITTER_EMAIL": "t@example.org",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
}


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(repo), *args],
        capture_output=True,
        text=True,
        env={**os.environ, **GIT_ENV},
        check=True,
    )
    return done.stdout.strip()


def _write(repo: Path, changelog: str | None = None, version: str | None = None) -> None:
    if changelog is not None:
        (repo / "CHANGELOG.md").write_text(changelog, encoding="utf-8")
    if version is not None:
        init = repo / "powergrid" / "__init__.py"
        init.parent.mkdir(exist_ok=True)
        init.write_text(f'"""Doc."""\n\n__version__ = "{version}"\n', encoding="utf-8")


def _commit(repo: Path, message: str = "change") -> str:
    (repo / "work.txt").write_text(message + str(len(_log(repo))), encoding="utf-8")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", message)
    return _git(repo, "rev-parse", "HEAD")


def _log(repo: Path) -> list[str]:
    try:
        return _git(repo, "log", "--format=%H").splitlines()
    except subprocess.CalledProcessError:
        return []


RELEASED = "# Changelog\n\n## [Unreleased]\n\n## [1.0.0] - 2027-01-01\n\n- First.\n"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    _git(tmp_path, "init", "-q")
    _write(tmp_path, "# Changelog\n\n## [Unreleased]\n\n- Work.\n", "1.0.0.dev0")
    _commit(tmp_path, "start")
    _commit(tmp_path, "more")
    return tmp_path


def test_before_any_release_a_build_counts_every_commit(repo):
    built = v.compute(repo)
    head = _git(repo, "rev-parse", "HEAD")
    assert built.version == f"1.0.0.dev2+g{head[:9]}"
    assert not built.release and built.released is None and built.distance == 2


def test_the_commit_that_dates_the_section_is_the_release(repo):
    _write(repo, RELEASED, "1.0.0")
    head = _commit(repo, "release 1.0.0")
    built = v.compute(repo)
    assert (built.version, built.release, built.commit, built.distance) == ("1.0.0", True, head, 0)


def test_commits_after_a_release_build_the_next_versions_development(repo):
    _write(repo, RELEASED, "1.0.0")
    _commit(repo, "release 1.0.0")
    _commit(repo)
    head = _commit(repo)
    # The tree still names 1.0.0: the next patch release's development series.
    assert v.compute(repo).version == f"1.0.1.dev2+g{head[:9]}"
    # Naming the next release in the tree chooses it; the count goes on.
    _write(repo, version="1.1.0.dev0")
    head = _commit(repo)
    built = v.compute(repo)
    assert built.version == f"1.1.0.dev3+g{head[:9]}" and built.released == "1.0.0"


def test_uncommitted_changes_are_never_a_release(repo):
    _write(repo, RELEASED, "1.0.0")
    head = _commit(repo, "release 1.0.0")
    (repo / "work.txt").write_text("edited", encoding="utf-8")
    built = v.compute(repo)
    assert built.version == f"1.0.1.dev0+g{head[:9]}.dirty" and not built.release


def test_a_version_without_a_dated_section_or_below_the_release_is_refused(repo):
    _write(repo, RELEASED, "1.1.0")
    _commit(repo)
    with pytest.raises(v.VersionError, match=r"has not dated: date its section"):
        v.compute(repo)
    _write(repo, version="0.9.0.dev0")
    _commit(repo)
    with pytest.raises(v.VersionError, match="not above the last release 1.0.0"):
        v.compute(repo)
    _write(repo, version="1.1")
    _commit(repo)
    with pytest.raises(v.VersionError, match="write X.Y.Z or X.Y.Z.dev0"):
        v.compute(repo)


def test_a_tree_without_git_keeps_the_version_written_in_it(repo, tmp_path_factory):
    _write(repo, RELEASED, "1.0.0")
    _commit(repo, "release 1.0.0")
    _commit(repo)
    built = v.compute(repo)
    sdist = tmp_path_factory.mktemp("sdist")
    shutil.copytree(repo / "powergrid", sdist / "powergrid")
    shutil.copy(repo / "CHANGELOG.md", sdist)
    init = sdist / "powergrid" / "__init__.py"
    init.write_text(v.stamp(init.read_text(encoding="utf-8"), built.version), encoding="utf-8")
    assert f'__version__ = "{built.version}"' in init.read_text(encoding="utf-8")
    assert v.compute(sdist) == v.BuildVersion(built.version, release=False, released="1.0.0")


def test_the_unreleased_section_is_read_without_its_heading():
    text = "# C\n\n## [Unreleased]\n\n### Added\n- X.\n\n## [1.0.0] - 2027-01-01\n\n- Y.\n"
    assert v.unreleased_section(text) == "### Added\n- X."
    assert v.unreleased_section("# C\n\n## [1.0.0] - 2027-01-01\n") == ""


def test_the_projects_own_tree_names_a_version_the_scheme_accepts():
    from powergrid import __version__

    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    released = v.dated_sections(changelog)[0][0]
    base = v.next_base(__version__, released)  # raises if the tree names a bad version
    assert re.fullmatch(r"\d+\.\d+\.\d+", base)
    assert v.DATED.search(changelog), "the CHANGELOG's releases are dated: ## [X.Y.Z] - DATE"
