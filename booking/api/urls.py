"""Routes under /api/v1/. A plain urlpatterns list: other route modules append to it."""

from django.urls import path, re_path

from .availability import AvailabilityApi
from .chat import ChatApi
from .events import EventCancelApi, EventConfirmApi, EventDetailApi, EventListApi
from .features import FeatureDetailApi, FeatureListApi
from .health import HealthApi
from .not_found import api_path_unknown
from .openai_proxy import OpenAiChatCompletionsApi, OpenAiModelsApi
from .products import ProductDetailApi, ProductListApi
from .quotes import QuoteApi
from .replies import ReplyDetailApi, ReplyListApi, ReplySendApi
from .rooms import RoomDetailApi, RoomListApi
from .verify import VerifyApi, VerifyBatchApi

urlpatterns = [
    # First: the routes called most, resolved without trying the others (no other route takes
    # their paths).
    re_path(r"^verify/?$", VerifyApi.as_view(), name="verify"),
    re_path(r"^verify/batch/?$", VerifyBatchApi.as_view(), name="verify-batch"),
    path("rooms/", RoomListApi.as_view(), name="room-list"),
    path("rooms/<int:room_id>/", RoomDetailApi.as_view(), name="room-detail"),
    path("features/", FeatureListApi.as_view(), name="feature-list"),
    path("features/<int:feature_id>/", FeatureDetailApi.as_view(), name="feature-detail"),
    path("products/", ProductListApi.as_view(), name="product-list"),
    path("products/<int:product_id>/", ProductDetailApi.as_view(), name="product-detail"),
    path("events/", EventListApi.as_view(), name="event-list"),
    path("events/<int:event_id>/", EventDetailApi.as_view(), name="event-detail"),
    path("events/<int:event_id>/confirm/", EventConfirmApi.as_view(), name="event-confirm"),
    path("events/<int:event_id>/cancel/", EventCancelApi.as_view(), name="event-cancel"),
    path("availability/", AvailabilityApi.as_view(), name="availability"),
    path("quote/", QuoteApi.as_view(), name="quote"),
    re_path(r"^chat/?$", ChatApi.as_view(), name="chat"),
    re_path(r"^replies/?$", ReplyListApi.as_view(), name="reply-list"),
    path("replies/<int:reply_id>/", ReplyDetailApi.as_view(), name="reply-detail"),
    path("replies/<int:reply_id>/send/", ReplySendApi.as_view(), name="reply-send"),
    re_path(r"^health/?$", HealthApi.as_view(), name="health"),
    re_path(
        r"^openai/chat/completions/?$",
        OpenAiChatCompletionsApi.as_view(),
        name="openai-chat-completions",
    ),
    re_path(r"^openai/models/?$", OpenAiModelsApi.as_view(), name="openai-models"),
]
# Last: whatever the routes above did not take. Only paths ending in a slash, so that one
# without it is still redirected to its route by APPEND_SLASH.
urlpatterns.append(re_path(r"^[\s\S]*/$", api_path_unknown, name="api-path-unknown"))
