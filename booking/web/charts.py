"""Small bar charts drawn on the server as inline SVG: geometry here, markup in the template."""

from __future__ import annotations

from dataclasses import dataclass

from booking.selectors.inspector import DayCount
from safety.facts import FACT_TYPES

WIDTH = 560
HEIGHT = 160
AXIS = 24  # room under the bars for the day labels
GAP = 4
# Colours of the issue types; each also stands apart in lightness, and the legend names them.
TYPE_COLOURS = {
    "date": "#1f5fa8",
    "time": "#b35900",
    "room": "#2e7d32",
    "amount": "#8e2472",
    "count": "#5c5c5c",
    "term": "#0f7b83",
}
REPLY_COLOUR = "#1f5fa8"


@dataclass(frozen=True)
class Bar:
    x: float
    y: float
    width: float
    height: float
    colour: str
    title: str


@dataclass(frozen=True)
class DayLabel:
    x: float
    text: str


@dataclass(frozen=True)
class BarChart:
    width: int
    height: int
    bars: list[Bar]
    labels: list[DayLabel]
    maximum: int
    baseline: float


def replies_chart(days: list[DayCount]) -> BarChart:
    return _chart(days, lambda day: [("replies", day.replies, REPLY_COLOUR)])


def issues_chart(days: list[DayCount]) -> BarChart:
    return _chart(
        days,
        lambda day: [
            (issue_type, day.issues.get(issue_type, 0), TYPE_COLOURS[issue_type])
            for issue_type in FACT_TYPES
        ],
    )


def _chart(days: list[DayCount], stacks) -> BarChart:
    plot_height = HEIGHT - AXIS
    maximum = max((sum(value for _, value, _ in stacks(day)) for day in days), default=0)
    slot = WIDTH / max(len(days), 1)
    scale = (plot_height - GAP) / maximum if maximum else 0
    bars, labels = [], []
    for index, day in enumerate(days):
        x = index * slot + GAP / 2
        top = plot_height
        for name, value, colour in stacks(day):
            if not value:
                continue
            height = value * scale
            top -= height
            title = f"{day.day.isoformat()}: {value} {name}"
            bars.append(
                Bar(
                    round(x, 1),
                    round(top, 1),
                    round(slot - GAP, 1),
                    round(height, 1),
                    colour,
                    title,
                )
            )
        labels.append(DayLabel(round(x + (slot - GAP) / 2, 1), day.day.strftime("%d.%m")))
    return BarChart(WIDTH, HEIGHT, bars, labels, maximum, plot_height)
