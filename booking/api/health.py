"""GET /api/v1/health: the web process is up and answers requests, for probes and load balancers.

No sign-in, no throttle and no database query: it answers whenever a request gets through
Django's middleware and DRF, and only then. That also makes it the bare-framework baseline that
bench/load.py compares POST /api/v1/verify with.
"""

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

HealthOutput = inline_serializer("HealthOutput", {"status": serializers.CharField()})


class HealthApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes: list = []

    @extend_schema(responses={200: HealthOutput}, summary="The service is up")
    def get(self, request):
        return Response({"status": "ok"})
