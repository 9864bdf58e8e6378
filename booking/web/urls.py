from django.urls import path
from django.views.generic import RedirectView

from booking.web import views

urlpatterns = [
    path("", RedirectView.as_view(pattern_name="chat-page", query_string=True), name="home"),
    path("chat", views.chat_page, name="chat-page"),
    path("chat/", RedirectView.as_view(pattern_name="chat-page", query_string=True)),
    path("inspector", views.inspector_page, name="inspector"),
    path("inspector/", RedirectView.as_view(pattern_name="inspector", query_string=True)),
    path("inspector/export.csv", views.inspector_export, name="inspector-export"),
    path("inspector/try", views.inspector_try, name="inspector-try"),
]
