# ruff: noqa: E501, ISC004
# (prose data: long lines, foreign scripts and look-alike characters are the point)
"""Carrier fields: realistic business text a payload (or a benign sentence) is embedded in.

Both labels are embedded with the same carriers and the same probability, so a
carrier says nothing about the label. The training carriers come from supply
chain and payments; the held-out carriers from travel, hospitality and health,
with other wording, so the held-out side also differs in style.
`{p}` is where the sample's text goes. Written by hand for this project.
"""

from __future__ import annotations

TRAIN_SHORT = [
    "Delivery note: Please deliver between 8:00 and 12:00 at the rear entrance. {p}",
    "Customer comment: {p}",
    "Comment from customer on order 55120: The last two deliveries were on time, thanks. {p}",
    "Product description: Stainless steel electric kettle, 1.7 L, 2200 W, auto shut-off, limescale filter. {p}",
    "{p} Kind regards, Anna Müller, Purchasing",
    "Hi team,\n\n{p}\n\nThanks,\nMark",
    "Note: {p}",
    "Return reason: item arrived scratched. {p}",
    "Refusal reason: {p}",
    "Error text: Shipment could not be booked. {p}",
    "Clarification answer: Yes, 40 units of SKU CH-200. {p}",
    "Special instructions: {p}",
    "Supplier remark: prices valid until 30 June. {p}",
    "Invoice memo: INV-2291, net 30. {p}",
    "Reply to RFQ 7781: we can offer 300 pcs at 4.20 EUR each, lead time 3 weeks. {p} Best, Li Wei",
    "Order 4471, handling notes: {p}",
    "Feedback: Packaging was good but one box was crushed. {p}",
    "Payment reference: April batch. {p}",
    "Meeting notes (logistics sync): 1) dock schedule 2) forklifts. {p}",
    "Ticket #3391 update: {p}",
    "Re: PO 7781\n\n{p}",
    "Vendor onboarding form, additional information: {p}",
    "Warehouse instruction: {p}",
    "Failure text: carrier rejected the booking. {p}",
]

HELDOUT_SHORT = [
    "Booking remark: late arrival ~23:00. {p}",
    "Guest review: {p}",
    "patient portal msg: {p}",
    "Hotel description: Charming 3-star hotel five minutes from the station, free Wi-Fi. {p}",
    "Reason for cancellation: {p}",
    "Flight change note - {p}",
    "Dear front desk, {p} Best wishes, the Novak family",
    "Clinic reply: {p}",
    "Appointment request: {p}",
    "Itinerary comment: day 3 is free. {p}",
    "Insurance claim, description of incident: {p}",
    "Tour operator feedback: {p}",
    "Triage note: {p}",
    "Why was my request refused? {p}",
    "Special assistance request: wheelchair at the gate. {p}",
    "hey, {p} cheers",
    "Dietary requirements: vegetarian. {p}",
]

TRAIN_LONG = [
    "Dear Mr. Okafor,\n\nThank you for your order of 12 March. I am writing to confirm the details before we "
    "release it to the warehouse. The order contains 240 units of the grey office chair (SKU CH-200), "
    "60 units of the matching footrest and 12 boxes of spare castors. All items are in stock at our "
    "Leeds site. We plan to ship on two pallets on Tuesday, with delivery on Wednesday morning between "
    "8:00 and 12:00.\n\nA few points from your message of yesterday:\n\n{p}\n\nRegarding the invoice: "
    "it will be issued on the day of dispatch, with payment terms of 30 days net as agreed in the "
    "framework contract. The price includes freight to a single address; deliveries to more than one "
    "site are charged at 45 EUR per additional drop. If you need the goods unloaded to a specific floor, "
    "please let us know at least 48 hours in advance so we can book a two-person crew.\n\nIf anything "
    "in this confirmation is not correct, reply to this email before Monday noon and we will adjust the "
    "order. After that time the pallets are picked and changes can cause a delay of up to three days.\n\n"
    "Kind regards,\nHelen Carter\nCustomer Operations, Northgate Supplies",
    "Product description\n\nThe Aria ergonomic office chair is built for long working days. Its "
    "breathable mesh back follows the curve of the spine, and the adjustable lumbar support can be set "
    "to four heights. The seat depth slides by 6 cm, so both shorter and taller users sit with their "
    "thighs fully supported. The 4D armrests move up and down, forwards and backwards, and swivel "
    "inwards for typing.\n\n{p}\n\nTechnical data: maximum user weight 130 kg; seat height 42 to 54 cm; "
    "nylon base with 65 mm soft castors suitable for hard floors; synchro mechanism with four locking "
    "positions and tension adjustment. The frame carries a five-year warranty, the mesh and upholstery "
    "two years. Delivered flat-packed; assembly takes about 20 minutes with the included Allen key. "
    "Certified to EN 1335. Available in graphite, sand and forest green.\n\nCare and maintenance: "
    "vacuum the mesh regularly and wipe the frame with a damp cloth; do not use solvents. Check the "
    "screws of the armrests after the first month of use and tighten them if needed. Spare parts "
    "(castors, armrest pads, gas lift) remain available for at least seven years after the model is "
    "discontinued.",
    "Minutes of the weekly logistics meeting, Thursday\n\nPresent: Priya (chair), Tom, Maria, Li Wei, "
    "Ahmed. Apologies: Sam.\n\n1. Dock schedule. Docks 1 and 2 are booked solid until Friday. Tom will "
    "ask the carriers whether two of the Thursday deliveries can move to the early slot.\n\n2. Forklifts. "
    "Forklift 3 is back from repair. The service report says the mast chain was replaced.\n\n3. Customer "
    "issues. Maria went through the open tickets. One item needs the group's attention; she read out the "
    "customer's comment: {p}\n\n4. Stock count. The annual count takes place on the last Saturday of the "
    "month. Everyone on the count team gets the new instructions by email next week.\n\n5. Any other "
    "business. The canteen closes early on Friday for the staff party.\n\nNext meeting: Thursday, 10:00, "
    "room 2.04.\n\nAction items: Tom to call the carriers about the Thursday slots; Maria to "
    "reply to the open customer tickets by Tuesday; Li Wei to update the stock-count roster and share "
    "it with the team leads; Ahmed to check whether the new racking in zone C has passed its "
    "inspection and to book the follow-up visit if it has not.",
    "Complaint regarding order 88120\n\nHello,\n\nI ordered a stainless steel kettle and a set of mugs on "
    "the 2nd. The parcel arrived a week later than promised, and when I opened it, the kettle's lid was "
    "cracked and two of the mugs were broken. The outer box looked fine, so I suspect the items were "
    "packed without enough padding. I have taken photos of everything and attached them to this "
    "message.\n\n{p}\n\nI have been a customer of yours for several years and have always been happy, "
    "which is why this is disappointing. I would like a replacement kettle and two mugs, or, if that is "
    "not possible, a refund for the damaged items. I can keep the parcel for collection if you need the "
    "broken items back; I am at home most afternoons.\n\nFor your reference: order number 88120, placed on "
    "the 2nd, paid by card; delivery address 4 Orchard Close, Harrogate. The tracking page showed the "
    "parcel as delivered on the 9th, although it only arrived on the 10th. The courier did not ring "
    "the bell and left it in the porch.\n\nThank you in advance,\nGrace Lindqvist",
]

HELDOUT_LONG = [
    "About our hotel\n\nHotel Miradouro sits on a quiet lane in the oldest part of the city, two minutes "
    "on foot from the tram stop. Our 28 rooms are spread over three floors of a restored 18th-century "
    "house; most have a view of the river, and the four rooms on the top floor have a small terrace. "
    "Breakfast is served in the courtyard from 7:30 to 10:30 and includes pastries from the bakery next "
    "door.\n\n{p}\n\nHouse rules. Check-in is from 14:00 and check-out until 11:00. Late arrivals are "
    "welcome; please tell us your arrival time so that the night porter can wait for you. Quiet hours are "
    "from 22:00 to 7:00. Smoking is not allowed anywhere in the building. Pets up to 10 kg are welcome "
    "for a fee of 15 EUR per night. We do not have a car park, but the public garage on Rua Nova offers "
    "our guests a discount.\n\nGetting here: from the airport, take the red metro line to Alameda, "
    "change to the green line and get off at Baixa-Chiado; from there it is a ten-minute walk uphill, "
    "or two stops on tram 28. A taxi from the airport takes about 25 minutes and costs around 20 EUR.",
    "Discharge information\n\nPatient: M. Rossi. Ward: 3B. Date of admission: 4 May; date of discharge: 9 "
    "May.\n\nYou were admitted with pneumonia and treated with intravenous antibiotics, which were "
    "changed to tablets on day three. Your temperature has been normal for 48 hours and your oxygen "
    "levels are good. Please finish the course of tablets (amoxicillin, three times a day for five more "
    "days) even if you feel well.\n\nComment recorded at discharge: {p}\n\nFollow-up. Your GP will receive "
    "a copy of this letter. Please book an appointment with them in one to two weeks. A chest X-ray is "
    "planned in six weeks; the radiology department will send you an invitation. Come back to the "
    "emergency department if you become more short of breath, if you cough up blood, or if the fever "
    "returns.\n\nGeneral advice: rest for the next week and increase your activity slowly. Drink "
    "plenty of fluids. You may feel tired for several weeks after pneumonia; this is normal. Please do "
    "not smoke. If you have questions about your medication, the ward pharmacist can be reached on the "
    "number at the top of this letter on weekdays between 9:00 and 16:00.",
    "Group trip: practical information\n\nWelcome to the spring trip to Portugal! Below you find "
    "everything you need before departure. Please read it carefully and keep it with your travel "
    "documents.\n\nMeeting point: Zurich airport, check-in hall 1, in front of the information desk, at "
    "07:15 on Saturday. Your tour leader, Daniel, will hand out boarding passes and the luggage tags.\n\n"
    "Luggage: one suitcase of up to 23 kg and one piece of hand luggage per person. Liquids in hand "
    "luggage must be in containers of at most 100 ml.\n\nA note from one of the participants that we "
    "were asked to pass on: {p}\n\nMoney: the euro is used in Portugal; cards are accepted almost "
    "everywhere. Tips are not included; 5 to 10 per cent is usual in restaurants.\n\nHealth: please bring "
    "your health insurance card and any medication you take, in your hand luggage.\n\nWe look forward "
    "to travelling with you!\n\nCancellation and insurance: if you have to cancel, please tell us "
    "as early as possible; the fees are listed in the booking conditions. We strongly recommend a "
    "travel insurance that covers cancellation and medical costs abroad.",
]
