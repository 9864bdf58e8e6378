"""Top-level URL routes."""

from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from booking.metrics import metrics_view
from config.access import login_throttled, metrics_guarded

# The admin's index links the verification inspector.
admin.site.index_template = "booking/web/admin_index.html"

urlpatterns = [
    # Before the admin's own routes, so its sign-in is throttled.
    path("admin/login/", login_throttled(admin.site.login), name="admin-login"),
    path("admin/", admin.site.urls),
    path("api/v1/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/v1/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("api/v1/", include("booking.api.urls")),
    path("metrics", metrics_guarded(metrics_view), name="metrics"),
    path("", include("booking.web.urls")),
]
