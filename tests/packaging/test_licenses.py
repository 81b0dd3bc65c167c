"""The licence texts of a bundle (packaging/licenses.py), collected over a small
stand-in bundle: from the wheels' .dist-info, from Debian's copyright files of the
system libraries it copies, the GNU texts for PySide6, Python's own; a bundled
component without a text stops the build; the .deb's copyright file in Debian's
machine-readable format."""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import licenses  # noqa: E402

DEBIAN = shutil.which("dpkg-query") is not None and licenses.COMMON_LICENSES.is_dir()
LIBFFI = sorted(Path("/usr/lib/x86_64-linux-gnu").glob("libffi.so.[0-9]"))


def _bundle(tmp_path: Path) -> Path:
    """A stand-in bundle: two Python packages, a module compiled to .pyc, PySide6."""
    internal = tmp_path / "powergrid" / "_internal"
    for folder in ("networkx", "pydantic", "PySide6/Qt/lib"):
        (internal / folder).mkdir(parents=True)
    (internal / "typing_extensions.pyc").write_bytes(b"")
    return tmp_path / "powergrid"


def test_python_packages_bring_their_dist_info_texts(tmp_path):
    bundle = _bundle(tmp_path)
    notices = {n.name.lower(): n for n in licenses.python_notices(bundle / "_internal")}
    # Only what the bundle carries (pytest is installed here, not bundled).
    assert {"networkx", "pydantic", "typing_extensions"} <= notices.keys()
    assert "pytest" not in notices
    assert "powergrid" not in notices  # the game's own notice is its LICENSE
    networkx = notices["networkx"]
    assert networkx.license == "BSD-3-Clause" and networkx.files == ["_internal/networkx/*"]
    assert any(path.read_text(encoding="utf-8").find("NetworkX") >= 0 for _, path in networkx.texts)
    assert notices["typing_extensions"].files == ["_internal/typing_extensions.pyc"]


@pytest.mark.skipif(not DEBIAN, reason="Debian's common licences and dpkg")
def test_qt_takes_the_gnu_texts_its_metadata_names(tmp_path):
    bundle = _bundle(tmp_path)
    notices = {n.name.lower(): n for n in licenses.python_notices(bundle / "_internal")}
    qt = notices["pyside6_essentials"]
    assert [name for name, _ in qt.texts] == ["LGPL-3.0.txt", "GPL-2.0.txt", "GPL-3.0.txt"]
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in qt.texts[0][1].read_text(encoding="utf-8")
    assert "ships no licence file" in qt.source


def test_a_bundled_package_without_a_licence_text_stops_the_build(tmp_path):
    site = tmp_path / "site"
    info = site / "quiet-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: quiet\nVersion: 1.0\nLicense-Expression: MIT\n",
        encoding="utf-8",
    )
    (info / "RECORD").write_text("quiet/__init__.py,,\nquiet-1.0.dist-info/METADATA,,\n")
    internal = tmp_path / "bundle" / "_internal"
    (internal / "quiet").mkdir(parents=True)
    with pytest.raises(
        licenses.LicenseError, match="quiet 1.0 is bundled, but its wheel has no licence file"
    ):
        licenses.python_notices(internal, path=[str(site)])
    (internal / "quiet").rmdir()  # not bundled: no text needed
    assert licenses.python_notices(internal, path=[str(site)]) == []


@pytest.mark.skipif(not (DEBIAN and LIBFFI), reason="a Debian machine with libffi")
def test_copied_system_libraries_bring_their_debian_copyright(tmp_path):
    bundle = _bundle(tmp_path)
    shutil.copy(LIBFFI[0], bundle / "_internal")
    (notice,) = licenses.system_notices(bundle / "_internal")
    assert notice.name.startswith("libffi") and notice.files == [f"_internal/{LIBFFI[0].name}"]
    assert notice.texts == [("copyright", Path(f"/usr/share/doc/{notice.name}/copyright"))]
    # A library no package owns has no known licence: refused by name.
    (bundle / "_internal" / "libbz2.so.1.0").write_bytes(b"not from any package")
    shutil.rmtree(tmp_path / "unused", ignore_errors=True)
    orig = licenses.system_origin
    try:
        licenses.system_origin = lambda name: None
        with pytest.raises(licenses.LicenseError, match="no Debian package owns libbz2.so.1.0"):
            licenses.system_notices(bundle / "_internal")
    finally:
        licenses.system_origin = orig


@pytest.mark.skipif(not DEBIAN, reason="Debian's common licences and dpkg")
def test_licenses_folder_and_debian_copyright(tmp_path):
    bundle = _bundle(tmp_path)
    notices = [
        licenses.Notice(
            "powergrid", "", "MIT", "the project's LICENSE", ["*"], [("LICENSE", ROOT / "LICENSE")]
        ),
        licenses.python_notice(),
        *licenses.python_notices(bundle / "_internal"),
    ]
    licenses.write_licenses(notices, bundle / "LICENSES")
    index = (bundle / "LICENSES" / "README.txt").read_text(encoding="utf-8")
    for notice in notices:
        assert re.search(rf"^{re.escape(notice.name)}\b", index, re.M), notice.name
        for name, text in notice.texts:
            assert (bundle / "LICENSES" / notice.folder / name).read_bytes() == text.read_bytes()
    assert "PSF" in (bundle / "LICENSES" / "Python" / "LICENSE.txt").read_text(encoding="utf-8")

    text = licenses.debian_copyright(notices, "/usr/lib/powergrid", "https://example.org/pg")
    header, *paragraphs = text.strip().split("\n\n")
    assert header.startswith(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    )
    files = [p for p in paragraphs if p.startswith("Files:")]
    assert files[0].startswith(
        "Files: *\nCopyright: 2026 The Power Grid desktop authors\nLicense: MIT\n"
    )
    for paragraph in files:  # every Files paragraph is complete
        fields = re.findall(r"^(\w[\w-]*):", paragraph, re.M)
        assert fields[:3] == ["Files", "Copyright", "License"], paragraph[:200]
    qt = next(p for p in files if "_internal/PySide6/*" in p)
    assert "License: LGPL-3.0-only or GPL-2.0-only or GPL-3.0-only" in qt
    assert "/usr/share/common-licenses/LGPL-3" in qt and "GNU LESSER" not in qt
    # The Python paragraph covers _internal/ and comes before the packages inside it.
    order = [p.split("\n", 1)[0] for p in files]
    assert order.index("Files: usr/lib/powergrid/_internal/*") < order.index(
        "Files: usr/lib/powergrid/_internal/networkx/*"
    )
    # Continuation lines are indented; an empty line of a text is " ."
    assert all(
        line.startswith((" ", "Files:", "Copyright:", "License:", "Comment:"))
        for p in files
        for line in p.splitlines()
    )


@pytest.mark.skipif(not licenses.COMMON_LICENSES.is_dir(), reason="Debian's common licences")
def test_the_debian_copyright_refers_to_debians_copy_of_a_whole_gpl_or_apache_text():
    gpl2 = (licenses.COMMON_LICENSES / "GPL-2").read_text(encoding="utf-8")
    apache = (licenses.COMMON_LICENSES / "Apache-2.0").read_text(encoding="utf-8")
    text = f"Parts are under the GPL with an exception:\n\n{gpl2}\n\nOthers:\n\n{apache}"
    shortened = licenses.refer_to_common_licenses(text)
    assert "TERMS AND CONDITIONS FOR COPYING" not in shortened
    assert "TERMS AND CONDITIONS FOR USE, REPRODUCTION" not in shortened
    assert shortened.startswith("Parts are under the GPL with an exception:")
    assert "/usr/share/common-licenses/GPL-2.]" in shortened
    assert "/usr/share/common-licenses/Apache-2.0.]" in shortened
    # What follows the terms (how to apply them) is kept; a short licence is untouched.
    assert "How to Apply These Terms" in shortened
    mit = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert licenses.refer_to_common_licenses(mit) == mit
