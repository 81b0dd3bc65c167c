"""The bundle's ICU data trimmed to the game's languages answers like the full one."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import icu_trim  # noqa: E402

QT_LIB = Path(__import__("PySide6").__file__).parent / "Qt" / "lib"
ICU = sorted(QT_LIB.glob("libicudata.so.*"))
pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or not ICU or shutil.which("cc") is None,
    reason="Qt's ICU data library and a C compiler (Linux)",
)

PROBE = """
from PySide6.QtCore import QCollator, QLocale, QTimeZone
words = ["Zebra", "Äpfel", "apfel", "Öl", "电网", "北京", "上海", "Ärger", "zu"]
for name in ("de_DE", "zh_CN", "zh_TW", "en_US"):
    print(name, sorted(words, key=QCollator(QLocale(name)).sortKey))
print(QLocale("de_DE").toUpper("straße"), QLocale("de_DE").toString(1234567.5, "f", 1))
zone = QTimeZone(b"Asia/Shanghai")
print(zone.displayName(QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName,
                       QLocale("de_DE")))
print(next(line.split()[-1] for line in open("/proc/self/maps") if "libicudata" in line))
"""


def test_which_items_stay():
    keep = icu_trim.keep_item
    for name in (
        "icudt73l/de.res",
        "icudt73l/zh_Hant_TW.res",
        "icudt73l/coll/zh.res",
        "icudt73l/en_GB.res",
        "icudt73l/root.res",
        "icudt73l/coll/ucadata.icu",
        "icudt73l/uprops.icu",
        "icudt73l/zoneinfo64.res",
        "icudt73l/res_index.res",
        "icudt73l/supplementalData.res",
        "icudt73l/brkitr/cjdict.dict",
        "icudt73l/cnvalias.icu",
        "icudt73l/curr/pool.res",
    ):
        assert keep(name), name
    for name in (
        "icudt73l/fr.res",
        "icudt73l/coll/ko.res",
        "icudt73l/lang/ja.res",
        "icudt73l/gb18030.cnv",
        "icudt73l/translit/root.res",
        "icudt73l/brkitr/thaidict.dict",
    ):
        assert not keep(name), name


def test_the_package_is_rewritten_exactly_and_trimmed_answers_alike(tmp_path):
    symbol, offset, size = icu_trim._symbol(ICU[0])
    data = ICU[0].read_bytes()[offset : offset + size]
    header, items = icu_trim.read_package(data)
    assert icu_trim.write_package(header, items) == data  # same layout, byte for byte

    trimmed = tmp_path / ICU[0].name
    shutil.copyfile(ICU[0], trimmed)
    old, new = icu_trim.trim_library(trimmed)
    assert old == size and new < size / 3
    assert symbol.startswith("icudt")

    def probe(extra_path: str | None) -> str:
        env = dict(os.environ)
        if extra_path:
            env["LD_LIBRARY_PATH"] = extra_path
        done = subprocess.run(
            [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    full, loaded = probe(None).rsplit("\n", 2)[:2]
    assert "STRASSE 1.234.567,5" in full and Path(loaded) == ICU[0].resolve()
    answers, loaded = probe(str(tmp_path)).rsplit("\n", 2)[:2]
    assert Path(loaded) == trimmed  # the trimmed library is the one in use
    assert answers == full
