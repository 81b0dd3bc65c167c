"""The inspector's whole benchmark, with drawing and painting (``python -m lab
inspector-bench``): hover <= 5 ms, a plan of 5 targets <= 50 ms. A timing, so slow."""

import pytest

from lab.app.inspector_bench import bench


@pytest.mark.slow
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_benchmark_with_painting(qapp):
    result = bench("usa", rounds=100)
    assert result["hover_highlight"]["median_ms"] <= 5
    assert result["hover_repaint"]["median_ms"] <= 5
    assert result["order_5_window"]["p95_ms"] <= 50
