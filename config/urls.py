"""Top-level URL routes."""
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from booking.metrics import metrics_view

# The admin's index links the verification inspector.
admin.site.index_template = "booking/web/admin_index.html"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/v1/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("api/v1/", include("booking.api.urls")),
    path("metrics", metrics_view, name="metrics"),
    path("", include("booking.web.urls")),
]
