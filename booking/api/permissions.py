"""Who may call what: Django's model permissions, given to staff accounts in the admin.

The catalog (rooms, features, products) is public to read; changing it needs the model's add,
change or delete permission. Events and replies hold client data: reading them needs the view
permission, placing an event or queueing a reply the add permission, confirming, cancelling or
sending the change permission. Every permission is a staff account's: a user who is not staff is
refused, whatever permissions it was given. Superusers have every permission.
"""

from rest_framework.permissions import SAFE_METHODS, BasePermission

ACTIONS = {
    "GET": "view",
    "HEAD": "view",
    "OPTIONS": "view",
    "POST": "add",
    "PUT": "change",
    "PATCH": "change",
    "DELETE": "delete",
}


def required_permission(view, method: str) -> str:
    """`<app>.<action>_<model>` for the view's `permission_model`; a view names other actions
    in `permission_actions` (confirm: POST is a change)."""
    opts = view.permission_model._meta
    action = getattr(view, "permission_actions", {}).get(method, ACTIONS.get(method, "change"))
    return f"{opts.app_label}.{action}_{opts.model_name}"


class StaffModelPermission(BasePermission):
    """A staff account with the model permission the request's method needs."""

    def has_permission(self, request, view) -> bool:
        user = request.user
        if not (user and user.is_authenticated and user.is_staff and user.is_active):
            return False
        return user.has_perm(required_permission(view, request.method))


class ReadOrStaffModelPermission(StaffModelPermission):
    """Anyone reads; writing needs a staff account with the model permission."""

    def has_permission(self, request, view) -> bool:
        return request.method in SAFE_METHODS or super().has_permission(request, view)
