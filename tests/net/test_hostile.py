"""A hostile client's campaign over the message schema, in small (lab/tools/net_bench.py
hostile runs the big one): no crash, no change from a refused message, still serving."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from powergrid.net.client import Client

from .hostile_messages import Campaign, message


def test_a_small_hostile_campaign_crashes_nothing_and_changes_nothing_it_refuses(tmp_path):
    campaign = Campaign(tmp_path)

    @settings(
        max_examples=20,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(st.data())
    def attack(data):
        for _ in range(data.draw(st.integers(1, 8))):
            campaign.send(data.draw(message()))

    try:
        attack()
        out = campaign.outcome
        assert out.crashes == 0 and out.wrong == [], out.wrong[:5]
        assert out.sends >= 30 and out.refused > 0 and out.accepted > 0

        async def still_serving():
            client = await Client.connect(campaign.server.url)
            tables = await client.list_tables()
            await client.close()
            return tables

        import asyncio

        assert any(t.table == campaign.table for t in asyncio.run(still_serving()))
    finally:
        campaign.close()
