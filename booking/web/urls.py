from django.urls import path

from booking.web import views

urlpatterns = [
    path("chat", views.chat_page, name="chat-page"),
    path("inspector", views.inspector_page, name="inspector"),
    path("inspector/try", views.inspector_try, name="inspector-try"),
]
