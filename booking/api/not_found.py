"""Any other path under /api/v1/ ("/rooms/abc/", "/rooms/-1/"): a 404 in the API's error shape
instead of Django's HTML page."""

from drf_spectacular.utils import extend_schema
from rest_framework.decorators import api_view, authentication_classes, permission_classes
from rest_framework.exceptions import NotFound

PATH_UNKNOWN = "No such path in the API."


@extend_schema(exclude=True)
@api_view(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"])
@authentication_classes([])
@permission_classes([])
def api_path_unknown(request, *args, **kwargs):
    raise NotFound(PATH_UNKNOWN)
