"""The inspector's filter form and its "try it" form."""

import json

from django import forms

from booking.bounds import DATE_OUT_OF_RANGE, date_out_of_range
from booking.json_input import JsonInputError, json_input_loads
from booking.selectors.inspector import OUTCOMES, InspectorFilters
from booking.web.labels import LANGUAGES
from safety.facts import FACT_TYPES
from safety.report import ISSUE_KINDS

ANY = [("", "any")]
ID_MAX = 2**63 - 1  # the largest id a database column holds

EXAMPLE_FACTS = {
    "dates": [{"value": "2027-08-08"}],
    "times": [{"value": "18:00"}, {"value": "22:00"}],
    "rooms": [{"value": "Punkt.Null"}],
    "amounts": [{"value": "900.00", "currency": "CHF", "subject": "Punkt.Null"}],
    "counts": [{"value": 30, "unit": "participants"}],
    "terms": [{"value": "Apéro Package", "kind": "product"}],
}
EXAMPLE_DRAFT = (
    "Hello,\n\nPunkt.Null is free for your 30 guests on Sunday, 8 August 2027 from 19:00 to 22:00, "
    "for CHF 900.00, with the Apéro Package.\n\nKind regards"
)


class InspectorFilterForm(forms.Form):
    issue_type = forms.ChoiceField(
        label="Issue type", required=False, choices=ANY + [(name, name) for name in FACT_TYPES]
    )
    issue_kind = forms.ChoiceField(
        label="Issue kind", required=False, choices=ANY + [(name, name) for name in ISSUE_KINDS]
    )
    outcome = forms.ChoiceField(
        label="Outcome", required=False, choices=ANY + list(OUTCOMES.items())
    )
    lang = forms.ChoiceField(
        label="Language", required=False, choices=ANY + list(LANGUAGES.items())
    )
    day = forms.DateField(
        label="Day", required=False, widget=forms.DateInput(attrs={"type": "date"})
    )
    # A reply id, from the "older replies" link: the page of replies older than it.
    before = forms.IntegerField(
        required=False, min_value=1, max_value=ID_MAX, widget=forms.HiddenInput
    )
    # A conversation's id, from a held option in the admin: that conversation's replies.
    conversation = forms.UUIDField(label="Conversation", required=False)

    def clean_day(self):
        day = self.cleaned_data["day"]
        if date_out_of_range(day):
            raise forms.ValidationError(DATE_OUT_OF_RANGE)
        return day

    def filters(self) -> InspectorFilters:
        """The filters chosen (none when the form is unbound or invalid)."""
        data = self.cleaned_data if self.is_bound and self.is_valid() else {}
        return InspectorFilters(
            issue_type=data.get("issue_type", ""),
            issue_kind=data.get("issue_kind", ""),
            lang=data.get("lang", ""),
            day=data.get("day"),
            outcome=data.get("outcome", ""),
            before=data.get("before"),
            conversation=data.get("conversation"),
        )


class TryVerifyForm(forms.Form):
    facts = forms.CharField(
        label="Facts (JSON)",
        widget=forms.Textarea(attrs={"rows": 10, "spellcheck": "false"}),
        initial=json.dumps(EXAMPLE_FACTS, indent=2, ensure_ascii=False),
    )
    text = forms.CharField(
        label="Draft", strip=False, widget=forms.Textarea(attrs={"rows": 6}), initial=EXAMPLE_DRAFT
    )
    locale = forms.ChoiceField(
        label="Reply language", choices=list(LANGUAGES.items()), initial="en"
    )

    def clean_text(self) -> str:
        # Browsers send a textarea's line breaks as CRLF; the verifier answers with LF.
        return self.cleaned_data["text"].replace("\r\n", "\n")

    def clean_facts(self) -> dict:
        try:
            facts = json_input_loads(self.cleaned_data["facts"])
        except JsonInputError as error:
            raise forms.ValidationError(f"Not valid JSON: {error}") from error
        if not isinstance(facts, dict):
            raise forms.ValidationError("The facts must be a JSON object.")
        return facts
