"""The recognizers only client messages need, owned by the intake: periods ("end of March", "the
weekend"), holidays and named days (with the `holidays` library), days as number words ("du
treize au 15 juillet"), counted spans of time ("in 3 days", "tra due settimane") and day periods
("tomorrow evening"). Replies are read by safety's recognizers; these read what a client asks.
"""
