# ruff: noqa: E501, RUF001, ISC004
# (prose data: long lines, foreign scripts and look-alike characters are the point)
"""Hard-negative benign English business text: imperative, urgent and policy-like messages between people and from systems that a naive injection screen would flag. Written by hand for this project (no third-party text)."""

from __future__ import annotations

from _schema import group

T = "train"
GROUPS = []
add = GROUPS.append

# ---------------------------------------------------------------------------
# benign_colleague: instructions between colleagues
# ---------------------------------------------------------------------------

add(
    group(
        "benign_colleague",
        "xf-col-po-number-from-now-on",
        T,
        [
            "From now on you must include the PO number on every invoice you send to Brightwell, otherwise their AP team bounces it.",
            "Quick heads-up: starting Monday, no PO number = no payment at Kessler Foods. Put it in the reference line, every time.",
            "pls always put the PO # in the subject line from now on, finance can't match the invoices without it",
            "Going forward, invoices to the county school district MUST quote the purchase order number and the cost centre. Anything without both gets returned unpaid.",
            "Reminder for the whole billing team: the PO number goes in box 7 of the invoice template, not in the notes. From today this is mandatory for all public-sector clients.",
            "new rule from accounts: include PO no. on all delivery notes too, not only invoices. thx!",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-no-price-before-approval",
        T,
        [
            "Do not tell the customer the price before the discount has been approved by Marta. Just say we'll come back to them by Thursday.",
            "Please don't quote any numbers to Hollis Construction until the bid committee signs off tomorrow.",
            "Don't give the client a figure on the phone. Pricing goes out in writing, after approval, full stop.",
            "hey, if Delgado calls again about the renewal, DON'T mention the new rate yet – legal still has to approve the wording",
            "Reminder: never share the tender price with the supplier before the award is published. If they ask, tell them the evaluation is ongoing.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-skip-second-check-qa",
        T,
        [
            "You can skip the second check if QA already signed off on the batch; just tick the box on the traveller sheet.",
            "If the QA stamp is on the pallet label, skip the re-count and move it straight to dispatch.",
            "No need for the double inspection on lot 4471, Priya from QA signed it off this morning. Skip step 6 and go to packing.",
            "skip the second proofread if legal has already reviewed the brochure, we're short on time",
            "For the weekend shift: where the incoming inspection report is already signed by QA, the second visual check can be skipped. Everything else goes through both checks as usual.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-forget-tuesday-call",
        T,
        [
            "Forget about the Tuesday call, the supplier cancelled. We'll pick it up at the regular Thursday sync.",
            "Ignore the invite for Tuesday 10:00, it's moved to Wednesday. Sorry for the noise!",
            "tuesday's call is off, forget it. new slot will come from Ana",
            "Please disregard the calendar invite I sent for Tuesday's vendor review – wrong week. The correct invite follows.",
            "Never mind the call on Tuesday – the landlord's agent can't make it. I'll send a new time once they confirm.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-override-default-carrier",
        T,
        [
            "For orders to the Channel Islands, override the default carrier and book them with Seaway Freight instead.",
            "Please override the default shipping method on order 88213 – customer paid for next-day, system picked economy.",
            "Heads up warehouse: override the carrier to Nordpak for anything over 30 kg this week, our usual courier has a weight cap during the strike.",
            "when the system suggests DPX for Alaska, override it and use the air option. DPX takes 3 weeks up there",
            "You'll need to manually override the default carrier in the TMS for hazmat loads. The default is not certified for class 3.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-print-report-desk",
        T,
        [
            "Could you print the monthly occupancy report and leave it on my desk before 9? Thanks!",
            "Print the site safety log for March and put it in the red folder on my desk, the inspector is coming at 11.",
            "pls print 3 copies of the agenda and leave them in meeting room B",
            "Print the signed lease and drop it on my desk, I need the wet-ink version for the bank.",
            "Would you mind printing the patient list for tomorrow's clinic and leaving it at the nurses' station?",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-repeat-last-order",
        T,
        [
            "Repeat the last order for the Elm Street café: same quantities, same delivery day.",
            "Just repeat last week's order of flour and sugar, nothing changes.",
            "can you repeat order #5521 for Bayside Dental? they want exactly the same gloves and masks",
            "Please repeat the previous fertiliser order for the north field, but move delivery to the 14th.",
            "Repeat the last print run of the menus (500 copies) – the new prices aren't ready yet.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-reveal-winner-5pm",
        T,
        [
            "We'll reveal the winner at 5pm on the livestream – keep the name to yourselves until then!",
            "Do not reveal the raffle winner before the gala dinner. Envelope stays sealed in the safe.",
            "Embargo: don't reveal the award results on social until 17:00 CET.",
            "pls dont reveal who won the design contest before the all-hands, we want it to be a surprise 🎉",
            "The jury's decision is final and will be revealed at the closing ceremony. Staff must not disclose results to entrants beforehand.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-ignore-old-contract-draft",
        T,
        [
            "Ignore the contract draft I sent yesterday, version 4 attached replaces it.",
            "Please disregard the earlier quote; the steel price moved and the attached one is the valid offer.",
            "Ignore my previous email about the invoice – it was meant for a different client. Apologies!",
            "scrap what I said earlier about the freight rate, the carrier came back with a lower number",
            "Please ignore the previous version of the floor plan. The architect moved the stair core, updated PDF attached.",
            "Disregard the price list dated 1 March; the revised list supersedes it in full.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-new-instructions-site-access",
        T,
        [
            "New instructions for deliveries to the Harbour Road site: all trucks now enter via Gate C and report to the site office first.",
            "Updated instructions: concrete pours start at 6:30 not 7:00 until further notice.",
            "New instructions from the client – no work on the roof on Sundays, residents complained.",
            "NEW INSTRUCTIONS FOR DRIVERS: the loading bay at Unit 7 is closed for resurfacing, use bay 2 and call ahead.",
            "Change of instructions for the Kowalski job: the kitchen tiles are now the grey ones, not white. Please update the cutting list.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-dont-mention-merger",
        T,
        [
            "Do not mention the acquisition to any supplier until the public announcement on the 12th. If asked, say you can't comment.",
            "Please keep the store closures to yourselves until HR has spoken to the affected teams.",
            "Don't discuss the reorg with the agency people, they're not under NDA yet.",
            "reminder – the new product name is confidential until launch, do not use it in emails to distributors",
            "Until the press release is out, do not confirm or deny anything about the plant sale to journalists. Send all enquiries to comms.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-cover-shift-ward",
        T,
        [
            "Can you act as charge nurse on ward 6 tonight? Becky is off sick.",
            "You'll be the on-call contact this weekend – pager goes to you from Friday 18:00.",
            "Please act as the point of contact for the auditors while I'm away next week.",
            "Tomás will act as shift lead for the night crew until we hire someone.",
            "From Monday you're the owner of all tickets tagged 'billing'. Reassign anything you can't handle to me.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-kitchen-labels",
        T,
        [
            "From now on, every container in the walk-in gets a label with the date and your initials. No label, it goes in the bin.",
            "New rule in the kitchen: label and date everything, no exceptions. The inspector is due this month.",
            "guys pls stop leaving the fryer on after close. last one out switches it off AND checks the gas",
            "Always put the raw chicken on the bottom shelf. I found it above the salads again today.",
            "Starting tonight: the closing cook signs the temperature log before leaving. I will check it every morning.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-farm-spray-hold",
        T,
        [
            "Don't spray field 3 until Thursday, the wind forecast is bad and the neighbour has bees out.",
            "Hold off on harvesting the south block, the moisture readings are still too high.",
            "Move the heifers to the top paddock tomorrow morning and check the water trough, it was leaking.",
            "do NOT open the gate to the barley, the cattle got in last time. use the lane",
            "Stop irrigation on pivot 2 until the pump is fixed. Lars is coming Wednesday.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-newsroom-embargo",
        T,
        [
            "Hold the story on the hospital merger until the embargo lifts at 06:00. Don't post anything before.",
            "Kill the second paragraph, the source asked not to be quoted. Run the rest.",
            "Please don't publish the photo of the minor, blur it or use the wide shot.",
            "spike the gossip piece, legal says no",
            "Override the homepage lead at 14:00 with the budget story and push the weather piece down.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-stop-shipments",
        T,
        [
            "Stop all outbound shipments to Ferrant Retail until further notice – their account is on credit hold.",
            "STOP. Don't ship anything from lot 22-118 – possible contamination, QA is investigating.",
            "Halt picking for order 60017, the customer is changing the address.",
            "no more shipments to the Lyon DC this week, they're doing stock-take",
            "Freeze all deliveries to the Maple Ave store until the new loading dock is finished. Reroute to the Birch St store.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-use-new-template",
        T,
        [
            "Ignore the old quote template – use v3 from SharePoint from now on, it has the new T&Cs.",
            "Stop using the 2022 onboarding checklist. The new one is pinned in the HR channel.",
            "Please don't use the old letterhead anymore, the address changed.",
            "forget the old slide template, marketing released the new one today",
            "From today, bin any printed copies of the old safety form and use form SF-12 rev C only.",
        ],
        wrap=0.5,
    )
)

# long handovers, briefings and meeting notes between colleagues
add(
    group(
        "benign_colleague",
        "xf-col-vacation-handover-long",
        T,
        [
            "Hi Jonas, handover for the two weeks I'm out. 1) The Vestergaard shipment is due at the port on the 9th; customs broker is Linda at Nordhavn Clearing, she has all docs. If they ask for the certificate of origin, it's in the shared drive under /Export/2024/VG. 2) Do not release the second container until the balance payment shows in the bank – the customer has been late twice. 3) Ignore the automatic reminders from the ERP about order 7731, it was cancelled but the system still shows it open; IT has a ticket. 4) If anything urgent comes up with the Polish supplier, call Krzysztof directly, he answers faster than email. Thanks for covering, I owe you a coffee.",
            "Handover – Ward 4, night of 14th. Bed 3: post-op day 1, obs every 2h, do not give oral fluids until the surgeon reviews at 8. Bed 7: family asked not to be called before 7am unless there's a change. Bed 9: awaiting transfer to rehab; transport is booked for 10:30, please make sure the discharge letter is printed and in the folder. Bed 12: new admission, allergies still to be confirmed – do not start the antibiotic until pharmacy has checked. Pharmacy cupboard key is with the charge nurse. Any issues, call Dr Ahmed on bleep 4471.",
            "Covering the front desk while I'm off: check-ins from 3pm, early check-in only if housekeeping confirms the room. Group booking 'Meyer wedding' arrives Friday – do NOT give out the room list to guests who ask, the couple wants to hand out keys themselves. The master key card is in the safe, code is with the duty manager, not in this note. If the boiler alarm goes off again, call Thermoserv (number on the board) and do not reset it yourself. Thanks and good luck!",
            "Project handover – Rivera kitchen remodel. Cabinets arrive Tuesday morning; make sure someone is on site to sign for them and check every box for damage before signing. The client changed the worktop to quartz last week, so ignore the granite order in the folder, it was cancelled. Electrician finishes first fix Wednesday; do not let the plasterers start until he signs off. Mrs Rivera prefers WhatsApp, not calls. Budget tracker is in the project folder – any variation over 500 needs my approval when I'm back, or Paul's while I'm away.",
            "Hi team, while I'm on parental leave Samira is your lead for the payroll run. Key dates: inputs close on the 18th, approval on the 21st, bank file on the 23rd. Please don't make changes to salaries after the 18th unless HR sends a signed change form. If the bank file fails validation, don't try to edit the XML by hand – re-export it from the payroll system. The pension provider changed their upload portal; Samira has the new login. Reach me only if the whole run is blocked. See you in three months!",
        ],
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-meeting-notes-action-items-long",
        T,
        [
            "Meeting notes – weekly ops sync, 3 April. Attendees: R. Okafor, L. Haas, M. Chen, D. Novak. 1. Backlog: 212 open orders, 40 older than 5 days. Action: Lena to prioritise the 40 and report Friday. 2. Carrier performance: on-time dropped to 91%. Action: Marco to set up a call with Trans-Alp and ask for a corrective plan. 3. The old returns process is retired – from Monday everyone must use the new RMA form. Action: Dana to remove the old form from the intranet. 4. Forget the idea of a second shift in April, budget not approved. Next meeting 10 April.",
            "Minutes – Parent-Teacher Association, 12 Feb. Present: 9 members. The treasurer reported £1,240 in the fund after the winter fair. Agreed: spend up to £400 on library books; Mrs Patel to get three quotes. The disco is moved to 15 March; please ignore the old date on last month's newsletter. Action: Mr Obi to update the website and send a correction to parents. Volunteers are needed for the cake stall – sign-up sheet in the office. Reminder: do not share photos of children from school events on public social media. Next meeting 12 March.",
            "Sprint retro notes (team Falcon). What went well: deploy pipeline is faster, on-call was quiet. What didn't: too many late scope changes, flaky integration tests. Actions: (1) Ivo – from now on, no ticket enters the sprint without acceptance criteria. (2) Mei – quarantine the three flaky tests and open bugs. (3) Everyone – stop merging on Friday after 15:00 unless it's a hotfix. (4) Rafa – override the default reviewer rule for the payments repo so two approvals are required. Next retro in two weeks.",
            "Notes from the site meeting, Lot 14 residential build. Weather delayed the slab by two days. Actions: Foreman to re-sequence the framing crew; supplier to confirm delivery of trusses for the 22nd. The inspector asked that we stop storing timber on the footpath – move it behind the fence by Friday. Client asked to change the bathroom window to frosted glass; PM to price it and send a variation before any work starts. Safety: two near-misses with the telehandler, toolbox talk on Monday is mandatory for all trades.",
            "Board of trustees – summary of decisions. The food bank will extend Saturday opening hours from May. The volunteer coordinator is asked to recruit four more drivers. Donations of perishable food must no longer be accepted at the back door; everything goes through intake so it can be logged. The grant application to the county fund is approved for submission; Dr Lowe to sign. The treasurer will present the audited accounts in June. Any press contact goes through the chair only.",
        ],
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-substitute-teacher-long",
        T,
        [
            "Notes for the substitute, Year 8 science, Thursday. Period 1: the class is finishing the lab write-up on density; do not let them use the Bunsen burners, the gas safety check is overdue. Period 3: worksheet 4B on the desk, collect it at the end. Seating plan is in the blue folder – please stick to it, especially keep Ethan and Mo apart. If anyone needs the nurse, send them with a buddy. Fire exit is to the left of the lab. Mr Grant next door can help with anything. Thank you so much for covering!",
            "Cover notes for Ms Ruiz's Spanish classes. Year 10 have a vocabulary test, papers are in the top drawer – hand them out face down and collect them after 25 minutes. Do not let students use phones during the test, even as dictionaries. Year 7 can watch the short film on the shared drive and complete the question sheet. Attendance must be taken in the first ten minutes on the register app; your login is the cover account. Any behaviour issues, note them on the sheet and I'll follow up.",
            "Hi and welcome! Quick brief for today's cover in the maths department. Periods 2 and 4 are revision; the students know the routine, just hand out the past papers from the tray. Period 5 is a free for you. Please don't reveal the answer booklet until the last ten minutes – they'll copy otherwise. The projector in room 14 is temperamental: if it won't switch on, use the spare HDMI cable in the cupboard. Lunch duty is at the canteen doors from 12:30 to 12:50.",
            "Cover plan – Music, Friday. Year 9 are rehearsing for the spring concert; let them practise in groups but keep the practice rooms open so you can see in. Do not let anyone take the school guitars out of the building. Year 11 have coursework deadlines: they can work on laptops, but nobody should submit on their behalf. The piano in room M2 must stay locked. If the concert lead from the music hub calls, tell her I'll call back Monday.",
        ],
    )
)

# ---------------------------------------------------------------------------
# benign_requests: ordinary requests through the normal process
# ---------------------------------------------------------------------------

add(
    group(
        "benign_requests",
        "xf-req-refund-damaged",
        T,
        [
            "Hi, the blender arrived with a cracked jug. I'd like a full refund please, photos attached. Order #A-77120.",
            "Please refund my order 4410-22, the shoes are two sizes too small and I've already sent them back (tracking RM55120043GB).",
            "I was charged twice for the same concert tickets. Could you refund the duplicate charge of €89.00 to my card?",
            "refund pls!!! the pizza never came and the app says delivered",
            "Requesting a refund for the unused portion of my gym membership – I'm moving abroad on 30 June. Contract number GM-30391.",
            "The tour was cancelled by the operator due to weather. As per your terms I'd like the refund to go back to the original card, not a voucher.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-approve-expense",
        T,
        [
            "Please approve my expense report for the Munich trip, receipts are attached in Concur.",
            "Could you approve the overtime for last weekend's stock-take? It's in the timesheet system waiting for you.",
            "Hi Dev, can you approve PR #482 when you get a sec? Tests are green.",
            "Approval needed: purchase requisition PR-2291 for 12 safety harnesses, total $1,860. Quote attached.",
            "pls approve my leave for 3–7 June, it's in the HR portal 🙏",
            "Kindly approve the attached change request CR-118 for the Saturday maintenance window. Rollback plan on page 2.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-transfer-own-accounts",
        T,
        [
            "I'd like to transfer £2,000 from my savings account to my current account, please. Both are in my name.",
            "Please set up a standing order of $250 per month to my daughter's account from the 1st, details below.",
            "Can you move the payment date of my mortgage from the 1st to the 15th? I'm paid mid-month now.",
            "Request: wire transfer of EUR 14,500 to supplier Haldor GmbH for invoice HG-2024-118. Signed payment form attached, second signatory is our CFO.",
            "Please transfer the remaining balance of my closed business account to my personal account ending 4471.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-delete-account-gdpr",
        T,
        [
            "Please delete my account and all personal data you hold about me, under Article 17 GDPR. My username is l.moreau84.",
            "I want to close my account and have my card details removed. Please confirm by email when done.",
            "Delete my profile from your recruitment database please, I accepted another offer.",
            "hi can u remove my number from your marketing list, I keep getting texts",
            "I'm requesting deletion of my child's account on your learning platform. We no longer use the service. Account holder: Anna Brik.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-export-customer-list-dpo",
        T,
        [
            "Please export the customer list for the spring mailing – only customers who opted in. Approved by the DPO, ticket DP-331.",
            "Can IT export the donor list (name, postcode, last gift date) for the annual appeal? Data protection officer signed off yesterday.",
            "Requesting a CSV export of active subscribers for the renewal campaign. Scope agreed with the DPO: no phone numbers, no birth dates.",
            "Need an export of all 2023 policyholders in Region North for the regulator's sample audit. Legal approved the transfer, see attached memo.",
            "could you pull the alumni list (emails only) for the reunion invite? the privacy team OK'd it on Monday",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-access-shared-drive",
        T,
        [
            "Could I get read access to the Finance shared drive? My manager Ruth Clarke has approved it.",
            "Please add me to the 'Site-Managers' group in the project tool, I'm starting on the Dock Lane project Monday.",
            "Requesting edit rights on the Q3 pricing sheet – Helen said it's fine, she's cc'd.",
            "I need access to the CRM for the trade show leads. Access request submitted via the portal, ref AR-5512.",
            "hi, new starter here, can't log into the timesheet app. do I need someone to grant me access?",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-change-delivery-address",
        T,
        [
            "Please change the delivery address for order 300-18823 to my office: 14 Canal Street, 3rd floor.",
            "Can you deliver to my neighbour at no. 12 instead? I'll be at work all day.",
            "I moved last week – please update my billing and delivery address before the next box ships.",
            "Is it possible to redirect the parcel to a pickup point? Tracking ZX 4410 8827.",
            "Please hold my mail and parcels from 2 to 16 August, we're on holiday.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-cancel-subscription",
        T,
        [
            "Please cancel my subscription at the end of the current billing period. Customer number 0093381.",
            "I'd like to cancel the magazine subscription, the last issue I want is June.",
            "cancel my plan pls, moving to a different provider. don't renew on the 5th",
            "Please cancel the recurring cleaning service from next month. We'll call if we need a one-off clean.",
            "We wish to terminate the maintenance contract for the lifts at 22 Orchard Road with 90 days' notice, as per clause 11.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-pharmacy-refill",
        T,
        [
            "Can I request a refill of my blood pressure tablets? Prescription number 778120, I'll collect Thursday.",
            "Hi, I'd like to order my repeat prescription for the inhaler. Date of birth 03/11/1967.",
            "Could the pharmacy please deliver my mother's medication this week? She can't get out after her fall.",
            "please transfer my prescription to your branch on High Street, I moved",
            "Requesting an early refill – I'm travelling abroad for six weeks from the 20th. My GP has added a note.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-hotel-late-checkout",
        T,
        [
            "Would it be possible to have a late checkout at 2pm on Sunday? Room 418.",
            "We arrive around midnight – please keep the room, it's prepaid. Booking ref HX7721.",
            "Could you put an extra bed in the room for our son? Happy to pay the supplement.",
            "hi! any chance of a room away from the lift? light sleeper 😅",
            "Please arrange an airport transfer for two people on 9 May, flight LH 1820 landing 16:45.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-airline-rebook",
        T,
        [
            "My connection was cancelled – please rebook me on the next available flight to Porto. PNR K4LM2Q.",
            "Can I change my seat to an aisle? Booking ref 8XYT3P, passenger Gómez.",
            "I need to add a wheelchair assistance request for my father on flight 2217 on 3 October.",
            "please add my frequent flyer number to the booking, i forgot at checkin",
            "Requesting a name correction on my ticket: it says 'Jon' but my passport says 'John'. Booking QW9R7T.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-telecom-port",
        T,
        [
            "Please port my number 07700 900123 to your network, my PAC code is attached.",
            "I'd like to upgrade my broadband to the 500 Mb plan from next month.",
            "Can you unlock my phone so I can use a local SIM abroad? IMEI in the attachment.",
            "Pls add international roaming to my line before Friday",
            "Please send an engineer – the internet drops every evening between 8 and 10. Router lights are all green.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-transcript-school",
        T,
        [
            "I'd like to request an official transcript to be sent to the admissions office of Lakeside University.",
            "Could you issue a certificate of enrolment for my daughter? The embassy needs it for her visa.",
            "Requesting a copy of my diploma – the original was lost in a move. Graduated 2011, Business Studies.",
            "pls can you resend the link to the exam results, it expired",
            "Please confirm in writing that I completed the first-aid course on 14 March; my employer needs proof.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-game-restore",
        T,
        [
            "I changed phones and lost my progress. Can you restore my account? Player ID 88102-KX.",
            "I bought the season pass but it doesn't show in my inventory. Receipt attached.",
            "My account was banned by mistake, I think because my brother played on it. Could you review the ban?",
            "restore my purchases please, I reinstalled and everything is gone",
            "Could you merge my two accounts? I started a second one by accident and paid for skins on both.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-reschedule-appointment",
        T,
        [
            "Please move my dental check-up from Tuesday to any time next week.",
            "Can I reschedule the MRI appointment? I have a work trip on the 18th.",
            "I need to cancel the vet appointment for Bella on Friday, she's much better.",
            "can u push my haircut to 5 instead of 4?",
            "Could the boiler service be rescheduled to a morning slot? I'm only home before noon.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-purchase-requisition-long",
        T,
        [
            "Purchase request – Maintenance dept. Item: replacement conveyor belt for line 3 (model CB-900, 14 m). Supplier: Rhein Industrial Supply, quote Q-4471 attached, €6,240 excl. VAT, delivery 10 working days. Justification: the current belt has two repaired tears and failed inspection on 2 May; if it fails in service we lose roughly 11 hours of production. Budget: maintenance capex 2024, line 14. Please approve in the ERP so procurement can issue the PO this week. Second quote from a local supplier was €7,080 with a 4-week lead time, so we recommend Rhein. Requested by: T. Varga, maintenance supervisor.",
            "Hi Procurement, please raise a PO for the following lab consumables for the microbiology unit: 20 boxes of nitrile gloves (M), 10 boxes (L), 500 sterile swabs, 4 cases of agar plates. Preferred vendor is MedLab Direct (account 22019). Total is about $3,900 and within our monthly allocation. Delivery to Building C, loading bay 2, attention Dr Ines Park. The requisition is in the system as REQ-88213 and has been approved by the unit head. Let me know if you need a second quote for the agar plates.",
            "Request for approval: new laptops for the three junior designers starting in September. Spec as per the IT standard 'creative' profile (32 GB RAM, 1 TB SSD). IT confirmed stock will be available; the cost is charged to the marketing budget, cost centre 4410. We also need three monitor arms and docking stations. I've attached the IT quote and the signed hiring approvals. Could you approve by Friday so IT has time to image the machines? Thanks, Claudia.",
            "Dear facilities team, on behalf of the Year 2 teachers I'd like to request new furniture for classroom 2B. The current tables are wobbly and two chairs broke last term. We need 15 tables and 30 chairs in the small size. The school business manager has confirmed we can use the capital allocation. I've put three catalogue options on the attached sheet, with our preference highlighted. Delivery would ideally be during the half-term break so lessons aren't disrupted. Many thanks, Mrs Achebe.",
            "Capex request – farm operations. We need a replacement water pump for the dairy parlour; the old one is 14 years old and the repair quote (€2,100) is more than half of a new unit (€3,800 installed). Two quotes attached. The cooperative's equipment fund covers 40%. Please approve at the next committee meeting on the 9th. The supplier can install within a week of the order, which matters because the parlour can't run without it and we are currently using a rented pump at €60 a day.",
        ],
    )
)

add(
    group(
        "benign_requests",
        "xf-req-warranty-claim-long",
        T,
        [
            "Warranty claim – dishwasher model DW-5400, serial 7781-2213, purchased 14 months ago (receipt attached, 3-year warranty). Since last week it stops mid-cycle with error E24 and the water doesn't drain. I've cleaned the filter and checked the hose for kinks as described in the manual, with no change. Please arrange a technician visit; I'm at home on Mondays and Thursdays. I'd rather have it repaired than replaced, but if a replacement is needed I'd like the same model in stainless steel. Phone: 0161 555 0142.",
            "Hello, I'm submitting a warranty claim for the roof repair your company carried out in October. Since the heavy rain last week, water is coming through the ceiling in the back bedroom, in the same place that was repaired. Your invoice states a 5-year workmanship guarantee. Photos of the stain and of the roof from the garden are attached. Please send someone to inspect as soon as possible; we've put buckets under it for now. Our address and the original job number (RF-2291) are in the signature.",
            "Dear support team, my e-bike's battery (model PX 500, bought March last year) now only lasts about 8 km instead of 60. The diagnostic app shows 38% capacity. I believe this is covered by the 2-year battery warranty. I bought it from the Riverside store and can bring the bike in. Please confirm what I should do next and whether I can get a loan battery while it's being checked, as I use the bike to commute.",
            "Claim under the manufacturer's warranty: 24 units of LED floodlight FL-200 installed at our warehouse in January have failed (flickering then dead). Our electrician has checked the supply and it's within spec. Invoice numbers and installation certificate attached. We request replacement units and reimbursement of the labour cost for swapping them, as per section 6 of your warranty terms. Please advise on the return procedure for the faulty units.",
            "Hi there, I bought a pair of hiking boots from you in August and the sole has come away at the toe on the left boot after about 200 km. I've looked after them, cleaned and dried them properly. Your website says soles are guaranteed for two years. Could you tell me whether I should send them to you for inspection or take them to a store? I'd prefer a repair if possible, they're otherwise really comfortable. Order number WB-44019.",
        ],
    )
)

add(
    group(
        "benign_requests",
        "xf-req-insurance-claim-long",
        T,
        [
            "Claim notification – policy HH-2210874. On Saturday night a pipe burst in the upstairs bathroom of our home while we were away. When we got back on Sunday the kitchen ceiling had partly collapsed. A plumber fixed the pipe on Sunday (invoice attached). We have photos of the damage and a list of damaged items (laptop, kitchen rug, two chairs). The kitchen is currently unusable. Please let us know when a loss adjuster can visit and whether we can start drying the room before then. We can be reached on the number on file.",
            "I'd like to make a claim on my travel insurance. My flight home from Lisbon on 4 June was cancelled and the airline could only rebook me two days later. I had to pay for two nights in a hotel (€212) and meals (€64). The airline's cancellation email, the hotel invoice and receipts are attached. My policy number is TR-88123. Please tell me if you need anything else; I have already asked the airline for compensation separately. I will let you know straight away if the airline pays anything, so it can be deducted.",
            "Motor claim, policy MC-55019. On 12 March at about 8:15 another car hit the back of mine at the traffic lights on Park Road. Nobody was hurt. The other driver admitted fault and we exchanged details (attached, plus photos of both cars). My rear bumper and boot lid are damaged. I'd like to use your approved repairer near my work. Do I need a police report for this? Thank you. The car is still drivable, but the boot doesn't close properly, so I'd like the repair done soon.",
            "Dear claims department, we are submitting a business interruption claim following the fire in the neighbouring unit on 2 February. The fire brigade closed our bakery for nine days for safety reasons. We lost sales (see attached turnover comparison with the same period last year) and had to throw away stock worth about £1,800. We continued paying our four staff. Our policy is BI-7731. We can provide bank statements and payroll records on request.",
            "Hello, I'm claiming under my pet insurance for Luna (policy PET-44102). She had an emergency operation on 9 July to remove a swallowed sock. The vet's invoice is £1,420 and the claim form, signed by the vet, is attached. Please pay the vet directly if possible, as agreed with the practice. Let me know if you need the full clinical history; the practice has said they can email it to you directly. She is recovering well at home and is back to stealing socks.",
        ],
    )
)

add(
    group(
        "benign_requests",
        "xf-req-tenant-repair-long",
        T,
        [
            "Dear property manager, I'm writing about the flat at 7B Willow Court. The extractor fan in the bathroom stopped working three weeks ago and mould is now appearing on the ceiling. I reported it by phone on the 2nd but haven't heard back. Could you please arrange a repair this week? I work from home on Wednesdays and Fridays, so those days are easiest for access. If a contractor needs to come another day, I'm happy for them to collect the spare key from the concierge. Thank you, Aisha Rahman.",
            "Hi, the heating in our apartment (no. 14) has been off since Sunday. The radiators are cold and the boiler shows fault F28. We have a newborn, so this is urgent. Please send someone today if at all possible. We've tried resetting the boiler once as per the manual. My number is in your records. Thanks. If an engineer can't come today, could you let us know whether you can lend us a couple of electric heaters in the meantime? We can collect them from the office if that helps.",
            "Maintenance request – Unit 3, Northgate Business Park. The roller shutter on the loading door is jammed half open since this morning and we can't secure the unit. Our lease says the landlord maintains the shutters. Please send a contractor urgently; until it's fixed we need to keep someone on site overnight. Photos attached. Contact: Greg, site manager, 07700 900555. We're happy to give the contractor access at any time, day or night; just let Greg know when to expect them.",
            "Good morning, I'm the tenant at 22 Hawthorn Lane. The back fence blew down in Tuesday's storm and the dog can now get out into the road. I've propped it up temporarily with a pallet. Could you arrange a repair? Also, while someone is here, the kitchen tap drips constantly – maybe the same handyman can look at it. Happy to be flexible on times. Best, Martin. I'm usually home after 4pm on weekdays and all day on Saturdays.",
        ],
    )
)

add(
    group(
        "benign_requests",
        "xf-req-nonprofit-grant",
        T,
        [
            "We'd like to apply for a small grant to fund a weekly homework club for 30 children. Could you send us the application form?",
            "Could the foundation extend our reporting deadline by two weeks? Our finance volunteer was ill.",
            "Please send the donation receipt for my gift of $500 in December; I need it for my tax return.",
            "can we book the community hall for the food drive on 8 dec? 9am-2pm",
            "Please change my monthly donation from £10 to £15 starting next month. Supporter number 551092.",
        ],
        wrap=0.5,
    )
)

# ---------------------------------------------------------------------------
# benign_policy: policy text, legal notices, standard procedures
# ---------------------------------------------------------------------------

add(
    group(
        "benign_policy",
        "xf-pol-never-share-otp",
        T,
        [
            "Never share your one-time code with anyone. Our staff will never ask you for it, not even by phone.",
            "Your verification code is 448 201. Do not share this code with anyone – we will never call you to ask for it.",
            "Security reminder: the bank will never ask you to read out a code from your phone. If someone does, hang up.",
            "NEVER give your SMS code to a caller, even if they say they're from the fraud team.",
            "One-time passcodes are for you only. Sharing them is a breach of the account terms and may make you liable for losses.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-no-personal-email-forwarding",
        T,
        [
            "Employees must not forward customer data to personal email addresses or private cloud storage.",
            "Staff may not auto-forward work mail to external accounts. Forwarding rules are blocked by default.",
            "Patient information must never be sent to personal devices or messaging apps. Use the secure clinical messaging system only.",
            "Do not upload client files to personal Dropbox, Google Drive or similar services. Violations may lead to disciplinary action.",
            "Confidential documents may only be shared via the approved file-transfer portal. Sending them as attachments to non-company addresses is prohibited.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-ai-tools-at-work",
        T,
        [
            "Staff must not paste customer personal data, contracts or source code into public AI chatbots.",
            "Generative AI tools may be used for drafting, but outputs must be reviewed by a person before they are sent to a client.",
            "Only the company-approved AI assistant may be used with internal documents. Public tools are not permitted for confidential material.",
            "AI-generated text must never be submitted as a legal opinion. A qualified lawyer must review and sign every advice letter.",
            "Do not rely on chatbot answers for medication dosages. Always check the formulary or ask a pharmacist.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-two-person-payments",
        T,
        [
            "Payments above €10,000 require approval by two authorised signatories. No exceptions.",
            "A single person must never both create and approve a supplier payment (segregation of duties).",
            "Any change to a supplier's bank details must be confirmed by a call-back to a number already on file, never to a number given in the change request.",
            "Refunds over $500 need a supervisor override in the POS. Cashiers may not use each other's override cards.",
            "Manual journal entries over 50,000 must be reviewed by the financial controller before posting.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-clean-desk-visitors",
        T,
        [
            "Clean desk policy: lock away all papers at the end of the day and log out of your computer when you leave your desk.",
            "All visitors must sign in at reception and wear a visible badge. Do not let anyone follow you through the security gate.",
            "Contractors must be escorted at all times in the server room.",
            "Badges are personal – never lend yours, and report a lost badge to security immediately.",
            "Tailgating through secured doors is not allowed. If someone without a badge asks you to hold the door, direct them to reception.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-gifts-anti-bribery",
        T,
        [
            "Employees may not accept gifts from suppliers worth more than $50. Anything above that must be declared to compliance.",
            "Never offer payments to officials to speed up customs clearance, even if it's presented as a normal fee.",
            "Hospitality from a bidder during an open tender must be refused.",
            "All gifts and invitations received must be recorded in the gift register within 5 working days.",
            "Facilitation payments are prohibited in every country where we operate, regardless of local practice.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-food-safety",
        T,
        [
            "Cooked food must be cooled to below 8°C within 90 minutes and then refrigerated.",
            "Hands must be washed before handling food, after breaks and after handling raw meat. Gloves do not replace handwashing.",
            "Any staff member with vomiting or diarrhoea must not work with food until 48 hours after symptoms stop.",
            "Allergen information must be given in writing on request. Never guess – if unsure, say you don't know and ask the chef.",
            "Discard any high-risk food left at room temperature for more than 4 hours.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-returns",
        T,
        [
            "Items can be returned within 30 days with proof of purchase. Underwear, earrings and opened cosmetics cannot be returned for hygiene reasons.",
            "Refunds are issued to the original payment method only. We cannot refund to a different card or in cash for online orders.",
            "Sale items are final sale unless faulty.",
            "Returns without the original packaging may be subject to a 15% restocking fee.",
            "Custom-made furniture cannot be cancelled once production has started.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-social-media",
        T,
        [
            "Employees must not post photos taken inside the plant on social media.",
            "Do not respond to customer complaints on social media from your personal account. Forward them to the social team.",
            "Staff must not comment on pending litigation in any public forum.",
            "Nurses may not share images of patients, even if the patient agrees, on personal social media.",
            "Only authorised spokespeople may speak to the press on behalf of the council.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-change-freeze",
        T,
        [
            "No production deployments on Fridays after 12:00 or during the year-end freeze (15 Dec – 3 Jan) without CAB approval.",
            "Emergency changes may bypass the weekly CAB but must be reviewed retrospectively within 2 working days.",
            "All firewall changes require a ticket, a peer review and a rollback plan.",
            "Direct edits to the production database are forbidden. Use a migration reviewed by a second engineer.",
            "Admins must use their separate privileged account for administrative tasks and never for email or browsing.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-patient-privacy",
        T,
        [
            "Staff must only access patient records when directly involved in that patient's care. Access is logged and audited.",
            "Do not discuss patients in lifts, corridors or the canteen.",
            "Information may be shared with family members only with the patient's consent, except in an emergency.",
            "Never give test results over the phone unless you've verified the caller's identity with two identifiers.",
            "Records of celebrities and staff members are flagged; every access triggers a review by the privacy officer.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-ppe-lab-safety",
        T,
        [
            "Safety glasses and steel-toe boots must be worn at all times on the shop floor.",
            "Never bypass a machine guard or interlock. If a guard is faulty, lock out the machine and report it.",
            "Do not enter a confined space without a permit and a standby person.",
            "Lab coats must not be worn outside the laboratory. Eating and drinking in the lab is prohibited.",
            "Lockout/tagout: only the person who applied the lock may remove it.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-travel",
        T,
        [
            "Economy class is required for flights under 6 hours. Upgrades at your own cost only.",
            "All business travel must be booked through the travel portal so we can locate staff in an emergency.",
            "Do not use personal vehicles for business trips over 300 km without manager approval.",
            "Per diems cover meals; alcohol is not reimbursable.",
            "Travel to high-risk countries requires approval from the security team and a pre-travel briefing.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-acceptable-use",
        T,
        [
            "Users must not install unapproved software on company devices.",
            "Company laptops must not be left unattended in vehicles.",
            "Do not connect personal USB drives to lab computers.",
            "You must lock your screen (Win+L) whenever you step away.",
            "Sharing passwords, including with your manager, is a violation of this policy.",
        ],
        wrap=0.5,
    )
)

# long legal and policy documents
add(
    group(
        "benign_policy",
        "xf-pol-entire-agreement-legal-long",
        T,
        [
            "18. Entire agreement. This Agreement, together with its Schedules, constitutes the entire agreement between the parties and supersedes all prior agreements, understandings, negotiations and representations, whether written or oral, relating to its subject matter. Each party acknowledges that in entering into this Agreement it has not relied on any statement, representation or warranty not expressly set out in it. 19. Variation. No variation of this Agreement shall be effective unless it is in writing and signed by authorised representatives of both parties. 20. Severability. If any provision is found invalid or unenforceable, the remaining provisions shall continue in full force and effect.",
            "NOTICE OF TERMINATION. Dear Sir or Madam, we hereby give notice that the Master Services Agreement dated 3 March 2021 between Orion Facilities Ltd and Westbrook Logistics Ltd will terminate on 30 September, in accordance with clause 14.2, which provides for six months' written notice. All outstanding purchase orders will be fulfilled. Any instructions issued after the termination date shall be void. Please arrange the return of our access cards and the removal of your equipment from the Dock 3 storage area by that date. Yours faithfully, Head of Procurement.",
            "Amendment No. 2 to the Lease dated 1 July 2019. The parties agree as follows: (a) the Term is extended to 30 June 2029; (b) the annual rent from 1 July 2024 shall be £48,500, reviewed every two years; (c) clause 7.4 (permitted use) is deleted and replaced by: 'The Premises may be used as offices and for light assembly.' Save as amended by this Amendment, the Lease remains in full force and effect. In the event of any conflict between this Amendment and the Lease, this Amendment shall prevail. Signed for and on behalf of the Landlord and the Tenant.",
            "Confidentiality. The Recipient shall keep the Confidential Information strictly confidential and shall not disclose it to any third party without the prior written consent of the Discloser, except to its employees and professional advisers who need to know it for the Purpose and who are bound by equivalent obligations. The Recipient shall not use the Confidential Information for any purpose other than the Purpose. These obligations shall not apply to information which is or becomes public other than through breach of this Agreement, or which the Recipient is required to disclose by law or by order of a competent authority, in which case it shall give prompt notice where lawful.",
            "Governing law and jurisdiction. This Agreement and any dispute or claim arising out of or in connection with it shall be governed by the laws of the Netherlands. The courts of Amsterdam shall have exclusive jurisdiction. Notices under this Agreement must be in writing and delivered by hand, by registered post or by email to the addresses set out in Schedule 1; a notice sent by email is deemed received at 9:00 on the next business day. The parties waive any right to object to the venue. This clause survives termination of the Agreement.",
        ],
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-sop-long",
        T,
        [
            "SOP-WH-014 Receiving of goods. 1. Check the delivery note against the purchase order before unloading. 2. If the PO number is missing, do not accept the delivery; call the buyer. 3. Count cartons and inspect for visible damage; note any damage on the carrier's copy before signing. 4. Do not sign for 'unchecked' goods. 5. Scan every pallet label into the WMS. 6. Temperature-controlled goods: measure and record the core temperature; reject if above 5°C. 7. Place goods in the quarantine zone until QA releases them. 8. File the signed delivery note within 24 hours. Deviations must be reported to the shift supervisor.",
            "Standard Operating Procedure – Cash handling at close. The closing supervisor and one cashier count each till together. Never count a till alone. Record totals on form CH-2 and both sign. Any difference over $5 must be reported to the store manager the same evening. Cash is placed in a sealed bag with the bag number written on the form, then dropped into the safe. Do not keep cash in the back office overnight. Safe codes are changed monthly and must not be written down. If a robbery occurs, comply, do not resist, and call the police once it is safe.",
            "Procedure: Handling of a medication error. 1. Ensure the patient is safe and assess for harm; call the doctor immediately if any harm is suspected. 2. Inform the nurse in charge. 3. Document the error factually in the patient record – what was given, the dose, the time, and actions taken. 4. Complete an incident report within the shift. Do not alter earlier entries in the record. 5. The patient (or family) must be informed in line with the duty of candour. 6. Pharmacy reviews all incidents weekly. The aim is learning, not blame; staff who report errors openly will be supported.",
            "SOP Q-22: Non-conforming product. When a part fails inspection, the inspector attaches a red tag and moves it to the MRB cage. Do not rework or ship a tagged part. The Material Review Board (quality, production, engineering) meets daily at 10:00 and decides: use as is (requires customer approval for safety-critical parts), rework, return to supplier, or scrap. Every decision is recorded in the NCR with the signatures of all three functions. If a customer approval is needed, only the quality manager may contact the customer. Scrapped parts are destroyed and the destruction is witnessed.",
            "Bank branch procedure – large cash withdrawals. Customers requesting more than £5,000 in cash should be asked, politely, about the purpose of the withdrawal. If the answer suggests the customer may be a victim of a scam (e.g., they were told by 'the police' or 'the bank's security team' to withdraw cash, or to keep it secret from staff), do not proceed. Speak to the branch manager, who may invoke the Banking Protocol and call the police. Record the conversation. Never tell the customer their account is under investigation by anyone other than the bank itself.",
        ],
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-privacy-notice-long",
        T,
        [
            "Privacy notice – how we use your information. We collect your name, contact details, order history and payment information when you buy from us. We use it to deliver your orders, provide customer service and, if you've agreed, to send you offers. We share your data with our delivery partners and payment processor only as needed to fulfil your order. We never sell your data. You can ask us to access, correct or delete your data at any time by writing to privacy@example-shop.com. We keep order records for six years for tax purposes. You have the right to complain to the data protection authority.",
            "Candidate privacy statement. When you apply for a job with us, we process the information in your CV and application form to assess your suitability. Only the recruiting team and the hiring manager can see it. If you are unsuccessful, we delete your application 6 months after the role is filled unless you ask us to keep it for future vacancies. We do not use automated decision-making to reject candidates; every application is reviewed by a person. For questions, contact our data protection officer at dpo@example-careers.org.",
            "CCTV notice. This site is monitored by closed-circuit television for the purposes of crime prevention and the safety of staff and visitors. Recordings are kept for 30 days and then overwritten, unless needed for an investigation. Footage is only viewed by authorised security staff and may be shared with the police on request. You can ask for a copy of footage in which you appear by contacting the site manager within 30 days. The data controller is Greenfield Retail Park Management Ltd.",
            "How the patient portal uses your information. The portal shows your appointments, test results and letters. Results are released to the portal after your clinician has reviewed them, which may take up to 7 days. You can give a family member proxy access, but they will then be able to see everything in your portal. We record every login and every page viewed for security. Do not share your portal password; if you think someone else has accessed your account, change your password and call the practice.",
        ],
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-code-of-conduct-long",
        T,
        [
            "Supplier Code of Conduct (extract). Suppliers must comply with all applicable laws, including those on labour, health and safety, and the environment. Forced labour, child labour and the retention of workers' identity documents are prohibited. Working hours must not exceed the legal limit, and overtime must be voluntary and paid. Suppliers must not offer gifts or hospitality to our employees intended to influence business decisions. We reserve the right to audit any site, with or without notice. Non-compliance may lead to termination of the business relationship. Concerns can be reported confidentially through our ethics hotline.",
            "Volunteer code of conduct – Riverside Animal Rescue. Volunteers must complete induction before handling animals. Never take an animal off site without written permission from the shelter manager. Do not post photos of animals that have not yet been cleared for adoption – some are evidence in cruelty cases. Treat members of the public with respect, even when they are upset. Do not promise anyone that they can adopt a particular animal; all adoptions go through the home-check process. Report any bite, however minor, on the same day.",
            "Club rules – Harbourside Sailing Club. Members must sign out and sign in every boat on the board. No one may sail alone when the wind is above force 4. Juniors under 14 must be accompanied by a qualified instructor. Life jackets must be worn on the water at all times, including by experienced sailors. The safety boat must not be used for personal trips. Alcohol must not be consumed before sailing. Any damage to club equipment must be reported to the bosun the same day.",
            "Exam regulations. Candidates must not bring phones, smartwatches or notes into the exam room. Phones must be switched off and left in bags at the front. You must not talk to or copy from other candidates. If you need to leave the room, raise your hand and wait for an invigilator. Anyone found with unauthorised material will have the incident reported to the exam board, which may disqualify them from the subject or from all subjects. Do not start writing until you are told to.",
        ],
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-insurance-exclusions",
        T,
        [
            "This policy does not cover loss or damage caused by wear and tear, gradual deterioration, or vermin.",
            "We will not pay claims arising from driving under the influence of alcohol or drugs.",
            "Cover is void if the property is left unoccupied for more than 60 consecutive days without informing us.",
            "Pre-existing medical conditions are excluded unless declared and accepted in writing.",
            "The excess of £250 applies to each and every claim.",
        ],
        wrap=0.5,
    )
)

# ---------------------------------------------------------------------------
# benign_it_support: password resets, access, runbooks, release notes, bot docs
# ---------------------------------------------------------------------------

add(
    group(
        "benign_it_support",
        "xf-it-reset-password-link",
        T,
        [
            "We received a request to reset your password. Reset your password with the link below; it expires in 30 minutes. If you didn't ask for this, you can ignore this email.",
            "Your password expires in 3 days. Change it from the self-service portal before Friday to avoid being locked out.",
            "To reset your Wi-Fi password, go to Settings > Network, select 'Guest-Staff' and click 'Forget network', then reconnect with the new code on the noticeboard.",
            "password reset done. temp pw sent to your manager by SMS, you'll be asked to change it at first login",
            "Locked out? Use 'Forgot password' on the login page. The reset link is sent to your registered email, not to the helpdesk.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-admin-will-grant-access",
        T,
        [
            "Your request has been approved. The admin will grant you access to the 'Legal-Contracts' folder within 24 hours.",
            "Ticket INC-40913: the system administrator will add you to the VPN group tonight; please restart your laptop tomorrow morning.",
            "Access to the payroll module needs HR director approval first. Once she approves, the admin grants it automatically.",
            "I've granted you admin rights on the test server only until Friday. Ping me if you need them extended.",
            "hey – admin rights for the print server are granted, you can add the new printer now",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-admin-override-quota",
        T,
        [
            "Your mailbox is 98% full. The admin has overridden the quota for 7 days – please archive old mail in that time.",
            "I've raised your storage quota to 50 GB as an exception. This override will be reviewed at the end of the quarter.",
            "The IT admin overrode the download limit for the video team's share until the campaign launch.",
            "Quota override applied to user kpatel (OneDrive 2 TB) – approved by CIO, ticket CHG-2231.",
            "can someone override the print quota for the exam office? they need to print 3000 pages today",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-developer-mode-settings",
        T,
        [
            "To install the scanner app on the handhelds, enable developer mode: Settings > About > tap 'Build number' seven times, then turn on USB debugging.",
            "Turn off developer mode on the kiosk tablets after the update – it exposes the settings menu to customers.",
            "The POS supports a 'developer mode' for testing receipts. Never enable it in a live store.",
            "Developer mode is disabled by MDM policy on company phones. Contact the mobile team if you need it for testing.",
            "Chrome extension in dev mode: go to chrome://extensions, switch on 'Developer mode' top right, click 'Load unpacked' and pick the build folder.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-login-system-prompt-terminal",
        T,
        [
            "At the system prompt, type your user ID and press Enter. The mainframe will then ask for your password.",
            "If the terminal shows the 'C:\\>' prompt instead of the menu, type MENU and press Enter.",
            "After login you'll see the shell prompt (user@host:~$). Run 'sudo systemctl status printd' to check the print service.",
            "When the BIOS prompt appears, press F2 to enter setup and set the boot order to USB first.",
            "The handheld shows 'System prompt: scan badge' on startup – scan your employee badge, then the location barcode.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-mfa-enrollment",
        T,
        [
            "MFA will be mandatory from 1 March. Install the authenticator app and scan the QR code on the enrolment page.",
            "New phone? Before you wipe the old one, move your authenticator to the new device or call the helpdesk to reset MFA.",
            "If you get an MFA prompt you didn't trigger, deny it and report it to security. Don't approve it 'to make it stop'.",
            "Hardware keys for admins are in the IT office. Bring ID to collect yours.",
            "MFA reset requests must be done in person or by video call with ID; we won't reset MFA over email.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-printer-pos-reboot",
        T,
        [
            "Printer on floor 2 says 'Offline'? Turn it off at the switch, wait 30 seconds, turn it back on. If still offline, log a ticket.",
            "POS frozen: hold the power button 10 seconds, wait for the green light, log in again. Don't unplug the cash drawer.",
            "Label printer printing blank labels – the ribbon is in upside down. Flip it and run a calibration (hold FEED 2 sec).",
            "If the card terminal shows ERROR 05, restart it and try the transaction again. After three failures, switch to the backup terminal.",
            "the self-checkout on lane 4 keeps rebooting, please put an out of order sign on it till IT comes monday",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-ticket-updates",
        T,
        [
            "Your ticket INC-77812 has been escalated to Level 2. An engineer will contact you within 4 business hours.",
            "We've applied the fix. Please restart Outlook and confirm whether shared calendars now load. We'll close the ticket in 3 days if we don't hear back.",
            "Resolved: the VPN certificate had expired. A new one was pushed to your laptop – reconnect and it should work.",
            "Hi, I need more info: which browser are you using, and does the error appear for everyone in your team or only you?",
            "closing this ticket as duplicate of INC-77801, pls follow that one",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-outage-notice",
        T,
        [
            "Planned maintenance: the ERP will be unavailable Saturday 22:00–02:00. Please save your work and log out before 22:00.",
            "Outage: email delivery is delayed due to a provider issue. Messages are queued, not lost. Next update at 14:00.",
            "The patient booking system is down. Use the paper booking forms in the red folder and enter them once the system is back.",
            "RESOLVED – the warehouse scanners are back online. Please re-scan any pallets received between 09:10 and 09:45.",
            "Heads up: phones in the call centre will restart at 13:00 for an update. Expect about 5 minutes of downtime.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-firewall-change-request",
        T,
        [
            "Change request: open TCP 443 from the new payment gateway IP range to the DMZ web servers. Approved by security, window Sunday 02:00.",
            "Please whitelist supplier-portal.example.net on the proxy, the procurement team can't reach it.",
            "Requesting removal of the temporary firewall rule FW-TMP-18 created for the migration – no longer needed.",
            "Can we block outbound SMTP from the guest VLAN? We saw spam coming from a visitor laptop.",
            "disable the old VPN concentrator after all users are on the new one – target end of month",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-chatbot-product-docs",
        T,
        [
            "Configuring the assistant: in Settings > Assistant, write the instructions your bot should follow (tone, topics, escalation rules). Customers never see these instructions.",
            "The support bot answers from your help-centre articles only. To change what it says, edit the article – not the bot.",
            "Handover to a human: when the bot can't answer, it offers to open a ticket. You can change the handover message under Bot > Fallback.",
            "The chatbot does not have access to payment data. It cannot issue refunds; it creates a refund request for an agent to review.",
            "Tip: keep your bot's system message short and specific. Long lists of rules make answers slower and less consistent.",
            "Our virtual agent will never ask customers for passwords or full card numbers. If a customer shares one, the message is masked automatically.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-disable-updates-exam",
        T,
        [
            "Please disable automatic Windows updates on the exam hall PCs from Monday to Friday; re-enable them after the last paper.",
            "Pause antivirus scans on the render farm during the overnight jobs – they slow the renders by 30%. Re-enable at 07:00.",
            "Turn off screen savers on the departure boards, they kick in after 10 minutes.",
            "Disable the auto-lock on the nurses' station PC in ED only; it's in a supervised area. Approved by IG.",
            "we need to temporarily switch off the spam filter for the tender mailbox, bids are getting quarantined",
        ],
        wrap=0.5,
    )
)

# long runbooks, onboarding guides and release notes
add(
    group(
        "benign_it_support",
        "xf-it-runbook-service-restart-long",
        T,
        [
            "Runbook: order-service high latency. 1. Check the dashboard 'orders-p95'. If p95 > 2 s for 10 minutes, continue. 2. SSH to the bastion and run: kubectl -n orders get pods. 3. If any pod is in CrashLoopBackOff, run kubectl -n orders logs <pod> --previous and paste the last 50 lines into the incident channel. 4. Restart the deployment: kubectl -n orders rollout restart deploy/order-service. 5. If latency does not recover in 15 minutes, fail over the database: follow runbook DB-07. Do not scale the deployment above 12 replicas without asking the database on-call first – the connection pool is limited.",
            "Runbook – nightly backup failed. Symptoms: email 'backup job BK-01 failed' at 02:30. Steps: (1) Log in to the backup server (bkp01) with your admin account. (2) Run 'sudo tail -n 100 /var/log/backup/bk01.log' and look for 'disk full' or 'auth failed'. (3) If disk full: delete restore points older than 30 days using the cleanup script /opt/backup/cleanup.sh --older-than 30. (4) If auth failed: the service account password may have expired; ask the identity team to reset it – do not create a new account. (5) Re-run the job manually: sudo /opt/backup/run.sh BK-01. (6) Update the ticket.",
            "How to clear the print queue on the warehouse label server. Open PowerShell as administrator. Run: Stop-Service -Name Spooler. Then delete all files in C:\\Windows\\System32\\spool\\PRINTERS. Start the service again: Start-Service -Name Spooler. Print a test label from the WMS. If labels still do not print, check that the printer's IP (10.20.4.31) responds to ping. Do not reinstall the driver on the server without contacting the infrastructure team: the Zebra driver version is pinned because newer versions break the barcode font.",
            "Runbook: certificate expiry on the customer portal. An alert fires 14 days before expiry. 1. Generate a CSR on the load balancer: Network > Certificates > New CSR, key size 2048, CN portal.example-insure.com. 2. Submit the CSR through the certificate request form (security approves within 1 day). 3. Import the issued certificate and chain. 4. Swap the certificate on the HTTPS listener in the maintenance window. 5. Test with: openssl s_client -connect portal.example-insure.com:443 -servername portal.example-insure.com and check the dates. Never upload the private key to the ticket or chat.",
            "Database failover (DB-07). Only the database on-call may run this. 1. Confirm the primary is really down: psql -h db-primary -c 'select 1' from two different hosts. 2. Announce in #incidents: 'Starting DB failover'. 3. Promote the replica: sudo -u postgres pg_ctl promote -D /data/pg. 4. Update the DNS record db.internal to the replica's IP (TTL is 30 s). 5. Restart the application pods so they reconnect. 6. Do not bring the old primary back as primary; rebuild it as a replica the next day. 7. Write the incident timeline while it's fresh.",
        ],
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-onboarding-guide-long",
        T,
        [
            "Welcome to Larkspur Consulting! Your first-day IT checklist: 1. Collect your laptop from the IT desk (2nd floor) – bring photo ID. 2. Log in with the temporary password in your welcome letter; you'll be asked to change it. Choose at least 14 characters. 3. Set up MFA with the authenticator app before 5pm, otherwise your account locks. 4. Install the VPN client from the Company Portal app, not from the internet. 5. Join the #new-starters channel. 6. Never share your password, even with IT – we will never ask for it. Questions? Call ext. 4400.",
            "New clinic staff – systems access. On day one you'll receive a smartcard for the patient record system. Insert the card and enter your PIN; remove it whenever you leave the workstation, which logs you out. Your access level is set by your role; if you can't see something you need, ask your manager to request it – don't borrow a colleague's card. The e-prescribing module requires additional training before access is granted. For password or card issues, call the service desk on 0800 555 0199, 24/7.",
            "Getting started with your store tablet. Power it on and connect to 'Store-Staff' Wi-Fi (the password is on the back-office noticeboard). Open the Retail Hub app and sign in with your employee number and PIN. The tablet is shared: always sign out at the end of your shift. Apps are installed by head office; you can't install your own. If the tablet is lost or stolen, tell your manager immediately so it can be wiped remotely. Charge it overnight in the back office, not on the shop floor.",
            "Remote worker setup. Your laptop arrives encrypted and enrolled. When you first switch it on, connect to your home Wi-Fi, then sign in with your company email. The device will install updates and apps for about 40 minutes – leave it plugged in. Then start the VPN and open the intranet to test. Don't use public Wi-Fi without the VPN. Keep the laptop out of reach of family members and never leave it in a car. If the device is lost, report it on the security hotline within 1 hour.",
        ],
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-release-notes-long",
        T,
        [
            "Release notes – ShelfTrack 4.12. New: bulk price updates from CSV; the 'Reorder' screen now shows supplier lead times. Changed: the default export format is now XLSX (you can switch back to CSV in Settings > Export). The old 'Quick Receive' screen is removed – use 'Receive' with the new barcode shortcut. Fixed: stock counts no longer reset when the tablet goes to sleep; the Spanish translation of the invoice screen; a crash when printing labels with emoji in the product name. Known issue: reports over 50,000 lines may time out – we're working on it.",
            "Version 2.8.0 (mobile banking app). What's new: you can now freeze and unfreeze your card instantly from the card screen. Payee names are checked against the recipient bank before you send a payment, and we'll warn you if they don't match. We've removed the option to save your PIN on the device. Fixes: statements now download correctly on older Android phones; the balance no longer shows '0.00' for a moment after login. Reminder: we will never ask you to move money to a 'safe account'.",
            "Changelog v5.3.0. Breaking: the /v1/orders endpoint is removed; migrate to /v2/orders (see migration guide). The 'override_price' field now requires the 'pricing:admin' scope. Added: webhook retries with exponential backoff (up to 24 h); a 'dry_run' flag on bulk imports. Deprecated: API keys without expiry – from 1 September all new keys expire after 1 year. Fixed: pagination skipped records when items were deleted between pages; timezone bug in delivery windows for Australia/Lord_Howe. Thanks to everyone who reported issues!",
            "Patch 1.7.2 – Kingdoms of Ember. Balance: archers' range reduced from 7 to 6; the healer's ultimate now costs 80 energy (was 100). Fixes: players could get stuck in the wall near the north gate; the daily reward sometimes didn't reset at midnight UTC; chat filter blocked the word 'Scunthorpe'. Anti-cheat: accounts using speed hacks will be banned without warning. Store: the winter bundle returns on 1 December. Server maintenance on Tuesday 06:00–08:00 UTC. Thanks for playing!",
            "Release 11.0 of the school MIS. Teachers can now take the register on their phones. Parents will receive absence notifications by text within 30 minutes of registration closing (schools can switch this off). The legacy reports menu is retired; all reports are now under 'Insights'. Admins: the 'override attendance code' permission has been split into two permissions, so you'll need to reassign them after the upgrade. The upgrade runs on 15 August; the system will be unavailable from 18:00 to 22:00.",
        ],
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-incident-postmortem-long",
        T,
        [
            "Post-incident review: checkout outage, 14 Nov. Summary: from 11:02 to 11:48 customers couldn't complete payments. Cause: a configuration change to the payment gateway timeout (from 30 s to 3 s) was deployed without a canary. Detection: alert fired at 11:05, but it went to a muted channel. Resolution: config rolled back at 11:46. Impact: about 1,900 failed checkouts. Actions: (1) config changes to go through the same pipeline as code, with canary; (2) un-mute and review the payments alert channel; (3) add a synthetic checkout test every minute. No customer data was exposed.",
            "Incident report – network outage at the Leeds distribution centre, 3 March. At 06:20 the core switch rebooted after a power dip; the UPS battery had failed its last test but wasn't replaced. Scanners and label printers were offline for 52 minutes; pickers switched to paper lists as per the continuity plan. Root cause: maintenance ticket for the UPS closed without the replacement being done. Actions: replace the UPS battery (done), audit all UPS tickets closed in the last 6 months, and add UPS health to the monitoring dashboard.",
            "Summary of the e-mail incident on 8 July. A staff member's mailbox was accessed from an unknown location after they entered their password on a fake login page. The attacker created a rule forwarding all mail containing 'invoice' to an external address and sent 40 emails to customers asking them to update our bank details. We blocked the account within two hours, removed the rule and contacted every recipient. No payments were made to the fraudulent account. Actions: enforce phishing-resistant MFA for finance, block external forwarding rules tenant-wide.",
            "Post-mortem: duplicate SMS reminders (clinic booking system). On 2 May about 3,000 patients received the same appointment reminder three times. Cause: the reminder job was restarted twice after a timeout and had no idempotency check. No clinical impact; several patients called to ask if they had three appointments. Actions: add a 'sent' flag per reminder before sending; limit the job to one running instance; prepare a standard apology text for the call centre. Owner: integration team. Target date: 20 May.",
        ],
    )
)

# ---------------------------------------------------------------------------
# benign_email_url: addresses, links, send/forward/upload to colleagues and partners
# ---------------------------------------------------------------------------

add(
    group(
        "benign_email_url",
        "xf-url-send-file-auditor",
        T,
        [
            "Please send the signed trial balance to the auditor at j.whitfield@audit-partners.example by Friday.",
            "Send the inventory count sheets to our external auditors (audit-team@kpw-example.com), they start fieldwork Monday.",
            "Can you email the 2023 fixed asset register to Ms Oduya at the audit firm? Address: n.oduya@example-audit.co.uk",
            "pls send the bank reconciliations for Q4 to the auditor – her email is in the engagement letter",
            "The auditors asked for copies of all contracts over €100k. Upload them to their portal (https://portal.example-audit.eu/req/4471) rather than emailing.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-forward-invoice-ap",
        T,
        [
            "Please forward all supplier invoices to invoices@northwind-example.com – our AP team processes them from that mailbox only.",
            "Forward this to accounts payable, I think it's theirs: ap@example-logistics.com",
            "Could you forward the customer's complaint to quality@example-foods.com so they can open a case?",
            "fwd the booking confirmation to events@example-hotel.com so they know the numbers",
            "Kindly forward the delivery note and CMR to our customs agent at clearance@example-brokers.nl.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-new-remit-address",
        T,
        [
            "Please note our accounts department has moved. Send all invoices to finance@harbor-example.com from 1 July.",
            "Our billing email changes on Monday: use billing@example-print.com instead of the old office@ address.",
            "New address for purchase orders: orders@example-packaging.de. The old one will stop being monitored at month end.",
            "please update your records – correspondence for the Elm Street project should go to pm.elmstreet@example-build.com",
            "Our bank details have NOT changed. Only the email for remittance advice has changed, to remittance@example-textiles.com.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-upload-documents-portal",
        T,
        [
            "Please upload your payslips and ID to the secure portal: https://apply.example-mortgage.com/docs. Don't send them by email.",
            "Upload the photos of the damage here: https://claims.example-insure.com/upload?case=CL-88120",
            "To complete your enrolment, upload proof of address at https://example-college.ac.uk/enrol before 30 August.",
            "upload the site photos to the shared folder https://drive.example.com/site-12 so the architect can see them",
            "Suppliers must upload their insurance certificate to https://suppliers.example-retail.com/compliance each year.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-share-deck-partner",
        T,
        [
            "Share the pitch deck with the agency (share-link only, view rights): team@example-agency.io",
            "Can you share the floor plans with the tenant's fit-out contractor? Their email is fitout@example-interiors.com.",
            "Please share the Q2 results slides with the board at board@example-coop.org after the CFO signs off.",
            "share the recipe cards with the franchise kitchens via the usual folder, not over whatsapp",
            "Send the press kit to the journalists on the list – but only after 09:00, the announcement is embargoed.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-tracking-link",
        T,
        [
            "Your order is on its way! Track it here: https://track.example-parcel.com/ZX44108827",
            "Shipment 2291 has left the port of Rotterdam. Live tracking: https://example-freight.nl/t/2291-RTM",
            "Your prescription is out for delivery today between 10:00 and 12:00. Details: https://example-pharmacy.com/track/88213",
            "Driver Marek is 3 stops away. Follow him live: https://go.example-courier.com/l/k4Fq9",
            "Your furniture delivery is booked for Thursday. Manage or change your slot: https://example-home.com/delivery/MB-3301",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-calendar-invite",
        T,
        [
            "Invitation: Quarterly supplier review – Tue 14 May 10:00–11:00. Join online: https://meet.example.com/qsr-0514 · Dial-in +44 20 7946 0000, PIN 448120#",
            "Reminder: Parent evening tomorrow 17:30. Book your slot at https://example-school.org/parents/booking",
            "Please accept the invite for the site walk on Friday at 8am. Meeting point: Gate B. Map: https://maps.example.com/?q=gateB",
            "join link for today's standup: https://video.example.io/r/ops-standup (same as always)",
            "Webinar: New VAT rules for e-commerce, 3 June 14:00 CET. Register at https://events.example-tax.com/vat-2024",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-markdown-links-images",
        T,
        [
            "![Product photo](https://cdn.example-shop.com/img/teapot-blue-800.jpg) Hand-glazed teapot, 1.2 l. [See care instructions](https://example-shop.com/care)",
            "See the [installation guide (PDF)](https://docs.example-solar.com/inverter-x5.pdf) before mounting the inverter.",
            "![Floor plan](https://listings.example-realty.com/4471/floorplan.png) – 3 bed, 2 bath, south-facing garden.",
            "Our new menu is live! ![Spring menu](https://example-bistro.com/menu/spring.jpg) Book a table: [here](https://example-bistro.com/book)",
            "Details in the [project wiki](https://wiki.example.com/projects/dock-lane) and the [budget sheet](https://sheets.example.com/d/dl-budget).",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-webhook-docs",
        T,
        [
            "Webhooks: set your endpoint URL under Settings > Developers. We'll POST a JSON event to it whenever an order is paid. Respond with 200 within 5 seconds.",
            "To receive delivery status updates, register a webhook (e.g. https://your-shop.example.com/hooks/delivery). Each request is signed with an HMAC header; verify it before trusting the payload.",
            "You can send form submissions to Slack by adding an incoming webhook URL in the integrations tab.",
            "Our API sends a POST to your callback_url when the document has been signed. Make sure the URL is reachable from the internet.",
            "Webhook failures are retried 5 times over 24 h. After that, the event shows as 'failed' in the dashboard and you can resend it manually.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-send-cv-careers",
        T,
        [
            "Interested? Send your CV and a short cover letter to careers@example-bakery.com, subject 'Shift baker'.",
            "Apply online at https://jobs.example-health.org/nurse-icu or email recruitment@example-health.org.",
            "Please send your portfolio link to hiring@example-studio.design – no attachments over 10 MB please.",
            "send ur CV to jobs@example-garage.co.uk or just drop in with it, we're open till 6",
            "Applications for the summer internship close 31 March. Submit via https://example-bank.com/careers/intern",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-unsubscribe-footer",
        T,
        [
            "You're receiving this because you subscribed at example-garden.com. Unsubscribe: https://example-garden.com/u/88a1c3 · Update preferences",
            "Don't want these emails? Click here to unsubscribe or reply STOP.",
            "This message was sent to m.garcia@example.net. If you no longer wish to receive offers, manage your preferences at https://example-travel.com/prefs.",
            "To stop receiving SMS reminders from the clinic, text STOP to 60123.",
            "Unsubscribe from the parish newsletter by writing to office@example-parish.org.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-e-signature",
        T,
        [
            "Please review and sign your employment contract: https://sign.example-docs.com/env/7QX2. The link expires in 14 days.",
            "Sofia Martins has sent you a document to sign: 'Tenancy agreement – Flat 3'. Review document →",
            "Reminder: the NDA from Bluefin Ltd is still waiting for your signature.",
            "All parties have signed. Download the completed agreement from your dashboard.",
            "pls e-sign the delivery acceptance, link in the email from Docu-something, it's legit, I sent it",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-survey-feedback",
        T,
        [
            "How did we do? Tell us about your stay in 2 minutes: https://feedback.example-hotels.com/s/88120",
            "Thanks for visiting the clinic. Please rate your experience: https://example-clinic.org/survey",
            "We'd love your feedback on the new checkout – it takes 1 minute: https://forms.example.com/checkout-fb",
            "Please complete the staff engagement survey by Friday. It's anonymous. https://survey.example-hr.com/2024",
            "Rate your driver 1–5 by replying to this text.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-data-room-long",
        T,
        [
            "Dear all, the virtual data room for Project Heron is now open. Each of you will receive a personal invitation from noreply@dataroom.example.com; please accept it within 48 hours. Access is view-only and watermarked with your name. Downloading is disabled except for the financial model in folder 3.2. Questions must be submitted through the Q&A module, not by email to the company's staff. Please do not forward the invitation – it is tied to your email address and access will be revoked if it's shared. Contact heron@example-advisors.com for technical issues.",
            "Hello Ms Jansen, following our call, here are the links you asked for. The due-diligence questionnaire: https://example-advisory.com/dd/q-2231. The draft SPA (Word, track changes on): https://example-advisory.com/dd/spa-v3. Please upload your comments to the same folder rather than emailing them, so we keep one version. Our legal team (legal-heron@example-advisory.com) will collate everything on Thursday. If you need access for your tax adviser, send me their name and email and I'll add them.",
            "Hi Priyanka, welcome to the audit! Here's how to get to our files. 1. Log in to the client portal at https://portal.example-accounting.com with the email we have on file. 2. Go to 'FY24 Audit' > 'PBC list'. 3. Each request has an upload button; please upload documents against the right line so nothing gets lost. 4. If a document contains payroll data, mark it 'restricted' when uploading. For anything urgent, email our senior, Tom Reyes (t.reyes@example-accounting.com), and copy the engagement mailbox.",
            "Dear supplier, as part of our onboarding, please complete the vendor registration form at https://vendors.example-manufacturing.com/register. You will need your company registration number, VAT number, bank details on company letterhead and your ISO certificates. For security, we never accept bank details by email. Once submitted, our team will call you on the number from your website to confirm the bank details before the first payment. Questions: vendor.onboarding@example-manufacturing.com.",
        ],
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-job-ad-long",
        T,
        [
            "We're hiring: Warehouse Team Leader (full-time, nights). You will lead a team of 12 pickers and packers, make sure orders leave on time and keep the floor safe. You'll need 2+ years in a warehouse, experience with a WMS and a forklift licence (or willingness to get one). We offer a night premium of 20%, 28 days' holiday and free parking. Shifts: Sunday–Thursday, 22:00–06:30. Apply by sending your CV to jobs@example-dc.co.uk or at https://example-dc.co.uk/careers. Closing date: 30 June. We welcome applicants from all backgrounds.",
            "Junior Data Analyst – Healthcare (hybrid, 3 days in office). Join our analytics team to build reports on patient flow and waiting times. You must be comfortable with SQL and Excel; Python or R is a plus. You will work with clinicians, so clear communication matters more than fancy models. Salary: €42,000–€48,000. Benefits: pension, training budget, 30 days' leave. Please apply through https://careers.example-hospital.ie/DA-118 – we can't accept applications by email. Interviews will take place in the week of 15 July.",
            "Part-time receptionist wanted for a busy veterinary practice. Duties: greeting clients, booking appointments, taking payments and answering the phone. Must love animals and stay calm when things get hectic. No experience needed – full training given. Hours: Mon, Wed, Fri 8:00–14:00. Send a short note about yourself to hello@example-vets.com or drop your CV at reception. Please don't call the practice about the job, we're very busy – we'll reply to every application within a week.",
            "Site Engineer – civil works (fixed-term 18 months). We're looking for a site engineer to join the bridge refurbishment project on the A-road crossing. Responsibilities include setting out, quality checks, daily records and coordinating subcontractors. You need a degree in civil engineering, a CSCS card and a full driving licence. Company van provided. To apply, email your CV to recruitment@example-civils.com quoting ref SE-2291. Agencies: please don't contact us about this role.",
            "Kitchen Porter & Prep Cook – seasonal (May–September), lakeside hotel. Accommodation available. You'll keep the kitchen clean, help with prep and learn from our chef team. Must be reliable and able to work weekends. Pay from £12/hour plus tips. To apply, fill in the short form at https://example-lakehotel.com/jobs or message us on the number below. Start date flexible. EU and UK applicants welcome; we can't sponsor visas for this role.",
        ],
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-email-signature-disclaimer-long",
        T,
        [
            "Kind regards, Oliver Brandt | Key Account Manager | Example Components GmbH | Industriestraße 12, 70565 Stuttgart | T +49 711 555 0142 | oliver.brandt@example-components.de | www.example-components.de. This e-mail and any attachments are confidential and intended solely for the addressee. If you have received this e-mail in error, please notify the sender immediately and delete it from your system. Any unauthorised copying, disclosure or distribution of the material in this e-mail is strictly forbidden. Registered office: Stuttgart, HRB 77120.",
            "Thanks, Dana. — Dana Ruiz, Paralegal, Example & Partners LLP, 200 Market St, Suite 400. Phone (555) 010-4477. CONFIDENTIALITY NOTICE: This message may contain attorney-client privileged or confidential information. If you are not the intended recipient, do not read, copy, or forward it; please reply to let us know it reached you by mistake and then delete it. Nothing in this email creates an attorney-client relationship. Wire fraud warning: we will never change our wire instructions by email. Always call us to confirm.",
            "Best wishes, Dr Hannah Cole, GP Partner, Example Medical Centre. Please note: this mailbox is not monitored for urgent clinical queries. If you need urgent medical help, call 111 or, in an emergency, 999. Do not send personal medical information to this address; use the patient portal instead. This email and any files transmitted with it are confidential and intended solely for the use of the individual to whom they are addressed. If you have received it in error, please inform the sender and delete it.",
            "Cheers, Rob | Example Freight Forwarding | rob@example-freight.com | +61 2 5550 1234. All business is transacted under our standard trading conditions, available at example-freight.com/terms, which limit our liability. Please consider the environment before printing this email. Our bank details will never change by email; if you receive a message saying they have, call our accounts team on the number on our website before making any payment.",
        ],
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-school-parents",
        T,
        [
            "Dear parents, photos from sports day are now on the school gallery: https://example-primary.sch.uk/gallery (password in the paper newsletter).",
            "Please send signed consent forms for the zoo trip back by Wednesday, or fill in the online form: https://forms.example-primary.sch.uk/zoo",
            "Lunch money can now be paid online at https://pay.example-schools.org – cash will not be accepted from September.",
            "pls email absence notes to attendance@example-high.org, not to the class teacher",
            "The uniform shop has moved online: https://uniform.example-academy.com. Second-hand items are still sold at the Friday fair.",
        ],
        wrap=0.5,
    )
)

# ---------------------------------------------------------------------------
# benign_security_training: awareness text, incident reports quoting attackers
# ---------------------------------------------------------------------------

add(
    group(
        "benign_security_training",
        "xf-sec-phishing-signs",
        T,
        [
            "Signs of phishing: urgency ('your account will be closed today'), a sender address that doesn't match the company, and links that go somewhere unexpected.",
            "Hover over a link before you click it. If the address says example-bank.secure-login.top, it's not your bank.",
            "Phishing emails often ask you to 'verify' your password. Legitimate services never need you to do that by email.",
            "If an email makes you panic, slow down. Scammers want you to act before you think.",
            "Unexpected attachment named 'Invoice_overdue.zip'? Don't open it – report it with the Phish button.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-ceo-fraud",
        T,
        [
            "CEO fraud: a criminal pretends to be a senior manager and asks finance to make an urgent, secret payment. Always verify by calling the person on a known number.",
            "Be suspicious of any message from 'the CEO' that says 'don't tell anyone' or 'I'm in a meeting, just do it'. That's a classic pressure tactic.",
            "Real executives don't ask you to buy gift cards and send them the codes.",
            "In a typical case, the fraudster writes: 'I need you to handle a confidential transfer today, I'll explain later.' The request skips every normal approval.",
            "The more a payment request insists on secrecy and speed, the more important it is to follow the normal approval process.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-prompt-injection-explained",
        T,
        [
            "Prompt injection is when text inside a document, email or web page tries to change what an AI assistant does, for example by telling it to ignore the instructions it was given.",
            "Our AI triage tool reads customer emails. An attacker could hide instructions in an email hoping the tool follows them, so the tool's output is always checked by an agent before action.",
            "Treat text that an AI system reads as data, not as commands. That's the core principle behind defending against prompt injection.",
            "Example risk: a supplier PDF contains hidden white text addressed to 'the assistant'. If the summariser obeyed it, it could leak information. Our screen flags such text for review.",
            "Indirect prompt injection means the attacker never talks to the AI directly; they plant text in content the AI will later read, such as a review or a calendar invite.",
            "Why do we limit what our chatbot can do? Because if someone tricks it with clever wording, it still can't issue refunds or see other customers' data.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-smishing-parcel",
        T,
        [
            "Smishing: a text says your parcel is held and asks for a £1.45 redelivery fee via a link. Couriers don't do this – delete the message.",
            "Got a text from 'your bank' with a link to 'stop a payment'? Don't tap it. Call the number on the back of your card.",
            "Scam texts often come from normal mobile numbers, not short codes, and contain small spelling mistakes.",
            "If you already entered your card details on a fake page, call your bank immediately and block the card.",
            "Messages that start 'Hi Mum, this is my new number' are a common scam. Call your child's old number to check.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-helpdesk-social-engineering",
        T,
        [
            "Helpdesk staff: callers who claim to be executives and demand an immediate password reset are a known social-engineering pattern. Follow the verification script every time.",
            "Attackers often call the service desk pretending to be a new employee who 'can't log in on day one'. Verify with their manager before resetting anything.",
            "Never reset MFA based only on a phone call, even if the caller knows the employee's ID number and manager's name.",
            "If a caller gets angry when you ask for verification, that's a warning sign, not a reason to skip it.",
            "Pressure plus authority plus urgency = social engineering. Pause and verify.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-supplier-bank-change",
        T,
        [
            "Invoice redirection fraud: criminals send a message that looks like it's from a supplier, saying their bank details have changed. Always call the supplier on a number you already have.",
            "A change of bank details received by email is never enough on its own. Verification by phone, with a known contact, is mandatory.",
            "Typical wording: 'Due to an audit, please use our new account for all future payments.' Treat it as suspicious until verified.",
            "Fraudsters often time bank-change requests just before a large payment is due.",
            "If you paid into a fraudulent account, report it to your bank within hours – the faster you act, the more likely the money can be recovered.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-qr-deepfake",
        T,
        [
            "QR codes stuck on parking meters can lead to fake payment sites. Use the official app or pay at the machine.",
            "Deepfake voice calls are real: a caller who sounds exactly like your manager can still be a fraudster. Use a code word or call back.",
            "A video call doesn't prove identity anymore. For large payments, confirm through a second channel.",
            "Check the URL after scanning a QR code. If it asks for card details to 'unlock' a menu, close it.",
            "Attackers have used cloned voices of executives to ask staff for urgent transfers. Our rule is the same whatever the channel: two approvals, no exceptions.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-quiz-questions",
        T,
        [
            "Quiz Q3: You receive an email from IT asking you to confirm your password. What should you do? (a) Reply with it (b) Click the link (c) Report it ✔",
            "Question 5: A stranger in a hi-vis vest asks you to let him into the server room to 'check the AC'. Correct answer: ask for his work order and call facilities.",
            "True or false: it's fine to share your one-time code with the bank's fraud team if they call you. Answer: false.",
            "Scenario: a USB stick labelled 'Salaries 2024' is found in the car park. Best action: hand it to IT security without plugging it in.",
            "Which of these is a safe password? 'Summer2024!', 'Password1', or a long random phrase stored in the password manager? The last one.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-ai-tools-data-leakage",
        T,
        [
            "When you paste a contract into a public chatbot, that text may be stored by the provider. Use the approved internal tool for confidential material.",
            "AI assistants can make things up. Check facts, figures and citations before you send an AI-drafted email to a client.",
            "Don't put patient names into AI tools that aren't approved by information governance.",
            "Our internal assistant logs every prompt. That protects us in an audit – and it means you should use it only for work.",
            "Content that an AI summarises may contain hidden text meant to manipulate it. If a summary looks odd or asks you to do something unusual, report it.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-reporting-process",
        T,
        [
            "Report suspicious emails with the Phish button in Outlook. If you already clicked, call the security hotline on ext. 9111 – you won't get in trouble.",
            "Lost your laptop or phone? Report it within 1 hour so we can wipe it.",
            "If you think you've been scammed, tell us quickly. Early reporting has stopped three payments to fraudsters this year.",
            "Security incidents can be reported 24/7 at security@example-corp.com or on the intranet form.",
            "Nobody is blamed for reporting a mistake. Hiding one is what causes the damage.",
        ],
        wrap=0.5,
    )
)

# long: incident write-ups quoting attackers, exercises, red-team summaries
add(
    group(
        "benign_security_training",
        "xf-sec-vishing-incident-report-long",
        T,
        [
            "Incident summary – attempted vishing, pharmacy branch 22. On 4 March at 15:10 a caller claiming to be from 'head office IT' phoned the branch and said: 'We're migrating the dispensing system tonight, I need the admin login so your stock doesn't get wiped.' The pharmacist on duty refused, asked for a callback number and rang the real IT desk, who confirmed no migration was planned. The caller number was spoofed to look internal. No credentials were disclosed. Action: all branches reminded that IT never asks for passwords by phone. Well done to the team at branch 22.",
            "Security bulletin #14. Last week several of our hotel front desks received calls from someone posing as a guest's assistant. The caller said things like 'Mr Novak is in a meeting, he asked me to get his room number and add a second key for me.' In one case a key was almost issued. Reminder: room numbers and keys are only given to the registered guest after ID is checked in person. If a caller insists, take a message and pass it to the guest. Please report every such call to the duty manager so we can spot patterns.",
            "Case study for the finance team. In September an accounts clerk at a partner company received an email that appeared to come from their managing director: 'I'm at the airport, we're closing a deal in secret. Transfer €48,000 to the lawyer's escrow account below today and don't discuss it with anyone.' The clerk noticed the reply-to address was different and called the MD, who was in the office next door. The payment was stopped. What worked: checking the sender details and verifying by phone. What to remember: secrecy and urgency are the red flags.",
            "Incident report INC-2024-118 (retail banking). A customer reported that someone phoned pretending to be from our fraud team, saying: 'Your account has been compromised. To protect your money, move it to this safe account we've set up for you. Don't tell the branch staff, they may be involved.' The customer moved £6,200 before calling us. We froze the receiving account and recovered £4,900. We have updated the in-app warning to show when a new payee is added during a call. Staff should remind customers we never ask anyone to move money to a 'safe account'.",
            "Summary: fake delivery driver at the Northfield depot. On 19 June a man in a courier jacket arrived at the goods-in gate and told the security guard: 'I'm here to collect the returns pallet for Unit 4, the paperwork is on the system, just let me through.' The guard checked the collections list, found no booking, and called the shift lead. The man left before the police arrived. CCTV footage has been shared with the police. Reminder: no collection without a booking reference that matches the list, even if the person seems confident or in a hurry.",
        ],
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-tabletop-exercise-long",
        T,
        [
            "Tabletop exercise – scenario 2 (ransomware). 07:40 Monday: staff report that files on the shared drive have strange extensions and a note titled 'README_RESTORE.txt' appears in every folder. The note demands payment in cryptocurrency. Questions for the group: Who declares the incident? Which systems do we isolate first? Who talks to customers, and what do we say? When do we call the insurer and the regulator? Where are the offline backups and when were they last tested? Facilitator note: inject at 08:30 – a journalist calls asking for comment.",
            "Exercise brief: AI assistant misuse. Our customer-service assistant summarises incoming emails for agents. In this scenario, an attacker sends an email that contains hidden text trying to make the assistant recommend a refund. Discussion points: How would an agent notice? What limits prevent the assistant from acting on its own? Which logs would show what happened? How do we report it to the vendor? The goal is to test our processes, not the technology; no live systems will be touched during the exercise.",
            "Business continuity drill – hospital pharmacy. Scenario: the electronic prescribing system is unavailable for 12 hours because of a cyber attack at the supplier. Teams will switch to paper charts. Points to test: Are the paper chart packs on every ward? Do agency staff know the downtime procedure? How are high-risk medicines double-checked without the system's alerts? How is the data re-entered afterwards? Observers from IT and clinical governance will take notes. Please don't use real patient data in the exercise materials.",
            "Scenario for the logistics security workshop. A caller pretending to be a customer's procurement manager asks the dispatch team to change the delivery address of a high-value shipment of laptops to a different warehouse 'because of a flood at the usual site'. The caller knows the order number and the usual contact's name. Participants discuss: What verification is required for an address change? Who has authority to approve it? How do we contact the customer through a known channel? What are the signs that the order data may have leaked?",
        ],
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-red-team-summary-long",
        T,
        [
            "Red team engagement – executive summary. Over three weeks the testers attempted physical, phone and email attacks against the head office. Physical: testers entered the building twice by tailgating behind staff at the side door; they were challenged once. Phone: 2 of 15 calls to the service desk resulted in a password reset without proper verification. Email: 9% of staff clicked the simulated phishing link and 3% entered credentials. Recommendations: fit the side door with an anti-tailgating turnstile, retrain the service desk on the verification script, and roll out phishing-resistant MFA.",
            "Penetration test findings (customer chatbot). The testers tried to get the chatbot to reveal its configuration, other customers' order details and internal discount codes using a range of crafted messages. The bot did not reveal customer data; it did reveal the name of an internal tool in one answer (low risk). It could not be made to issue refunds because it has no refund permission. Recommendations: remove internal tool names from the bot's configuration, keep the refund function with human agents, and add monitoring for repeated unusual questions from the same session.",
            "Social engineering assessment – branch network. The assessors visited 10 branches posing as maintenance contractors. In 6 branches they reached the back office; in 2 they were left alone with a workstation. In one branch they were given the Wi-Fi password written on a sticky note. Staff in 4 branches asked for ID and called the facilities desk, which is the correct procedure. Recommendations: a short briefing at each branch meeting, visible 'ask for ID' posters, and changing the Wi-Fi passwords that were written down.",
            "Summary of the phishing simulation, Q2. We sent three simulated emails: a fake parcel notification, a fake HR bonus letter and a fake shared document. Click rates: 11%, 19% and 7%. The HR bonus letter worked best because it used the company logo and arrived on payday. Reporting improved: 41% of staff used the Phish button, up from 28%. Teams with the lowest click rates were the ones that discuss suspicious emails openly in their team channels. Next quarter, we'll focus on QR-code phishing.",
        ],
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-awareness-newsletter-long",
        T,
        [
            "Security Corner – June. This month we've seen a rise in fake invoices sent to our site offices. They look real: the supplier's logo, a plausible amount, a PDF that says 'payment overdue'. The giveaway is usually the bank details, which don't match the supplier master data. Remember: site managers don't pay invoices – forward any invoice to AP and let them match it to a purchase order. Also this month: the new visitor app replaces paper sign-in books. Tip of the month: use a password manager for work and home, and never reuse your work password elsewhere.",
            "Staying safe with AI tools – a guide for our teams. AI assistants can save time on drafting and summarising, but remember three things. First, what you paste may be stored, so use only the approved tool for anything confidential. Second, the assistant can be wrong with great confidence; check facts before you rely on them. Third, documents and emails can contain text written to mislead AI tools – for example, hidden lines that try to change the summary. If an AI output suggests something unusual, such as paying a new account or sharing a file externally, stop and check with a colleague.",
            "A note from the information security team. Over the holidays, scammers tend to target staff working alone or covering for others. Expect messages that play on that: 'I know you're covering for Sarah, she said you could approve this' or 'the usual approver is off, just this once'. Our rules don't change over the holidays. If the normal approver is away, the delegated approver in the system decides – not whoever sends the email. If you're unsure, it's always fine to wait until someone can confirm.",
            "Parent guide: keeping children safe from online scams in games. Children are often targeted with offers of free in-game currency. The scam usually asks them to log in on a fake site or to share a code sent to a parent's phone. Explain that real games never ask for passwords outside the game and that any code sent to your phone is for you only. Turn on purchase approvals in the console settings. If your child has shared their login, change the password together and enable two-step verification.",
        ],
    )
)

# ---------------------------------------------------------------------------
# benign_refusal_error: refusal reasons, error texts, clarification answers
# ---------------------------------------------------------------------------

add(
    group(
        "benign_refusal_error",
        "xf-ref-po-box",
        T,
        [
            "We cannot ship to PO boxes. Please give a street address; ignore the earlier quote, it assumed standard delivery.",
            "Sorry, our courier doesn't deliver to parcel lockers for items over 20 kg. Please choose home delivery.",
            "Unable to deliver: address incomplete (missing flat number). Please update it in your account.",
            "We're unable to ship alcohol to this state. The item has been removed from your basket.",
            "Delivery to this postcode isn't available for fresh goods. You can still order dry goods.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-payment-declined",
        T,
        [
            "Payment declined: insufficient funds. Please use a different card or contact your bank.",
            "Your card was declined by the issuer (code 05 – do not honour). Try again or use another payment method.",
            "Transaction failed: 3-D Secure authentication was not completed.",
            "The direct debit for June was returned unpaid. Please make a manual payment by the 20th to avoid a late fee.",
            "Error: card expired. Update your payment details under Account > Billing.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-order-cannot-modify",
        T,
        [
            "Your order has already been dispatched and can't be changed. You can refuse the delivery or return it free of charge.",
            "Sorry, we can't add items to an order once payment is processed. Please place a new order.",
            "The kitchen has started preparing your order, so it can no longer be cancelled.",
            "Changes to made-to-measure curtains aren't possible after the fabric is cut.",
            "This booking is non-refundable and can't be amended. You may be able to claim through your travel insurance.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-access-denied",
        T,
        [
            "Access denied. You don't have permission to view this folder. Request access from the folder owner.",
            "403 Forbidden – your role (Viewer) can't approve invoices. Ask an Approver.",
            "You are not authorised to override prices on this till. Please call a supervisor.",
            "ERROR: permission denied for table payroll_2024",
            "This document is restricted to the legal team. If you believe you need access, contact legal-ops.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-cant-share-others-data",
        T,
        [
            "Sorry, I can't share another customer's details, even if you know their order number. I can pass a message to them if you like.",
            "For privacy reasons we can't tell you whether a particular person is staying at the hotel.",
            "I'm afraid I can't give out the patient's condition over the phone. The patient can authorise you to receive updates.",
            "We can't confirm the tenant's forwarding address. Please write to the old address and it will be forwarded.",
            "Sorry, we're not able to tell you who sent the gift. The sender chose to stay anonymous.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-form-validation",
        T,
        [
            "Please enter a valid email address.",
            "The IBAN you entered is not valid. Check the country code and the number of digits.",
            "Date of birth cannot be in the future.",
            "Field 'VAT number' is required for business customers.",
            "Password must be at least 12 characters and must not contain your username.",
            "Postcode not recognised – please check and try again.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-transfer-limit",
        T,
        [
            "This transfer exceeds your daily limit of £10,000. You can raise the limit in the app, which takes 24 hours to apply.",
            "Payment held for review: new payee and large amount. We'll call you on your registered number to confirm.",
            "We couldn't process the international transfer because the beneficiary's bank code is missing.",
            "Your payment to 'M Johnson' was not sent: the name doesn't match the account. Check the details with the recipient.",
            "The transfer could not be completed outside business hours for this currency. It will be sent on the next working day.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-pharmacy-no-refill",
        T,
        [
            "We can't refill this prescription: it has no repeats left. Please ask your doctor for a new prescription.",
            "This medicine can't be supplied early – the next refill is due on 14 May.",
            "Sorry, we can't give you antibiotics without a prescription. Our pharmacist can advise on other options.",
            "The item is out of stock at our supplier. We've ordered it; expected in 2–3 days.",
            "Controlled drug prescriptions are valid for 28 days; this one has expired and can't be dispensed.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-hotel-airline",
        T,
        [
            "We're unable to guarantee early check-in, but we'll store your luggage and call you as soon as the room is ready.",
            "Name changes are not permitted on this fare. You may cancel and rebook, subject to fees.",
            "Unfortunately pets are not allowed in the rooms, except assistance dogs.",
            "Your seat request could not be confirmed. Seats will be assigned at check-in.",
            "We can't rebook you onto a partner airline for this ticket type. The next available flight is tomorrow at 07:10.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-api-errors",
        T,
        [
            '{"error": "invalid_request", "message": "Field \'quantity\' must be a positive integer."}',
            "429 Too Many Requests: rate limit exceeded. Retry after 60 seconds.",
            "ValidationError: delivery_date must be after order_date (got 2024-05-01 < 2024-05-03)",
            "Error 1042: supplier code not found. Check the code or create the supplier first.",
            "Timeout contacting payment provider. The order was NOT charged; please try again.",
            '{"status": 409, "detail": "Invoice INV-2291 has already been paid and cannot be cancelled."}',
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-supplier-rush-order",
        T,
        [
            "Sorry, we can't do a rush order for Friday – the machines are fully booked. Earliest is Tuesday.",
            "We must decline the order for 40,000 units at that price; our minimum is €0.42 per unit.",
            "Unfortunately we can't supply the grade you asked for. We can offer the equivalent S355 instead.",
            "We're not able to accept new orders until the overdue invoices are paid.",
            "can't do it sorry, no drivers on sunday",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-return-window",
        T,
        [
            "We're sorry, the 30-day return window for this order ended on 4 March, so we can't accept the return.",
            "This item is marked final sale and can't be returned.",
            "We can't refund the shipping cost unless the item was faulty.",
            "Returns are only accepted in the original packaging. The item you sent had no box, so we've sent it back to you.",
            "Gift cards can't be refunded or exchanged for cash.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-chatbot-fallback",
        T,
        [
            "Sorry, I can't help with that here. Would you like me to connect you with a member of our team?",
            "I don't have access to your payment details. An agent can help – average wait time is 4 minutes.",
            "I'm not able to change your booking, but here's the link to manage it yourself.",
            "I didn't understand that. You can ask me about orders, returns or delivery times.",
            "I can't give medical advice. If you feel unwell, please call your doctor or the emergency number.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-clarification-answers",
        T,
        [
            "To clarify: the price excludes installation. Please ignore the earlier total, it included it by mistake.",
            "Clarification: the tender deadline is 12:00 on 3 June, not 17:00 as stated in the first notice.",
            "In answer to your question: yes, the room has a bath. No, we can't guarantee a sea view.",
            "Re your query – the 10% discount only applies to orders above €500 before VAT.",
            "Just to clarify, the delivery is to the back entrance. The front desk won't accept parcels.",
        ],
        wrap=0.5,
    )
)

# long refusals and rejections
add(
    group(
        "benign_refusal_error",
        "xf-ref-insurance-claim-denied-long",
        T,
        [
            "Dear Mr Alvarez, thank you for your claim (ref. CL-55019) for water damage to your kitchen. Our loss adjuster's report shows the damage was caused by a slow leak from the dishwasher over several months. Your policy covers sudden and accidental escape of water but excludes gradual leaks (section 4, exclusion c). We are therefore unable to pay this claim. We understand this is disappointing. If you disagree with our decision, you can ask us to review it by replying within 28 days with any further evidence. If you're still unhappy, you can refer the matter to the ombudsman service free of charge.",
            "We have carefully reviewed your travel insurance claim for the cancelled trip to Crete. Unfortunately, the reason for cancellation – a change in your work schedule – is not one of the insured events listed in your policy, which include illness, injury, bereavement and jury service. For this reason we can't pay the claim. Your premium is non-refundable because cover was in force. You may be able to recover some costs from the tour operator. If you have new information, please send it to us and we'll look at your claim again.",
            "Decision on your health insurance pre-authorisation. Your specialist has requested approval for a knee MRI. Under your plan, outpatient scans require a referral from your GP first; the request we received came directly from a private clinic. We therefore can't approve it at this stage. This is not a final refusal: once your GP sends a referral, we will assess the request within two working days. If the scan is urgent, your GP can mark the referral as such. Please do not book the scan until you have our approval, as we can't pay for it retrospectively.",
            "Re: Claim 7731 – stolen bicycle. Thank you for the police crime reference and the purchase receipt. Our records show the bicycle was left in a communal hallway, which your policy treats as away from the home. Bicycles away from the home are only covered if they are locked to an immovable object, and the police report states the bike was not locked. We regret that we can't settle the claim. We have attached the relevant policy wording. If you believe we've misunderstood the facts, please let us know within 28 days.",
        ],
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-application-incomplete-long",
        T,
        [
            "Your application for a residence permit (ref. RP-2024-88120) is incomplete. We are missing: 1) proof of health insurance covering the full period; 2) a copy of your employment contract signed by both parties; 3) the fee payment receipt. Please upload these documents through the online portal within 30 days of this letter. If we don't receive them, we will decide your application on the information we have, which may lead to refusal. Do not send original documents by post unless we ask. Appointments for biometrics will be offered once the file is complete.",
            "We couldn't process your building permit application for 14 Birch Lane. The site plan does not show the distance between the proposed extension and the boundary, and the drawings are not to a stated scale. The application fee has been received. Please submit revised drawings within 3 months; after that, the application will be treated as withdrawn and the fee is not refundable. Our planning officer can discuss the requirements at the Tuesday drop-in sessions, 10:00–12:00, without an appointment.",
            "Thank you for applying for the small business energy grant. Before we can assess your application, we need: your last two energy bills, a quote from an accredited installer, and confirmation that your business has fewer than 50 employees. Your application is on hold until we receive these. Please note the scheme closes on 31 October and funds are allocated in order of complete applications, so we recommend sending the documents as soon as possible. Do not start installation before you receive a grant offer, as work already started can't be funded.",
            "Your university application has not been submitted yet. The following sections are incomplete: personal statement (required), reference (your referee has not responded – you can send them a reminder from the Referees tab), and the declaration. Saved answers are kept, so you won't lose your work. The deadline is 15 January at 18:00 UK time. We can't accept late applications for courses with an interview, so please complete the remaining steps early. If you need help, our advice line is open weekdays 9–5.",
        ],
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-job-rejection-long",
        T,
        [
            "Dear Ms Kaur, thank you for your interest in the Operations Coordinator role and for taking the time to interview with us last week. We had many strong applicants, and after careful consideration we have decided not to move forward with your application on this occasion. The panel was impressed by your experience with supplier scheduling, and we would like to keep your details on file for similar roles in the next six months, if you agree. Please reply to this email if you'd prefer us to delete your data now. We wish you every success in your search.",
            "Hi Jordan, thanks for applying for the barista position. We've filled the role with someone who has more weekend availability, which was the main requirement. I really enjoyed meeting you and I'd encourage you to apply again in the autumn when we hire for the new store. If you want feedback on the trial shift, just let me know and I'll give you a call. Best of luck, and take care! – Sam, store manager",
            "Dear applicant, we regret to inform you that your application for the Graduate Engineering Programme has not been successful at the online assessment stage. Due to the volume of applications we cannot provide individual feedback at this stage. You may reapply for next year's programme, which opens in September. Please do not reply to this message, as this mailbox is not monitored. For questions about your data, contact our recruitment privacy team through the careers website.",
            "Thank you for submitting your proposal to the Community Arts Fund. The panel met on 14 May and reviewed 63 applications for 12 grants. Unfortunately your project was not selected for funding this round. The panel noted that the project was well planned but felt the budget for equipment was high relative to the number of participants. We encourage you to apply again; the next deadline is 30 September. Our officers can offer a 20-minute feedback call – book one using the link in your applicant account.",
        ],
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-compliance-rejects-ad-long",
        T,
        [
            "Compliance review – rejected. The draft social media ad for the Savings Plus account cannot be published in its current form. 1) The headline 'guaranteed 6% returns' is misleading: the 6% rate is variable and applies for 12 months only. 2) The representative example is missing. 3) The risk warning must be visible without clicking 'more'. Please revise and resubmit through the approval tool; do not post a modified version without a new approval number. Happy to discuss – compliance office hours are Tuesdays and Thursdays.",
            "Code review: requesting changes. The migration drops the 'notes' column, but the mobile app still reads it (see OrderView.kt line 212), so deploying this would crash older app versions. Please split it into two releases: first stop reading the column, then drop it. Also, the new endpoint returns customer emails to any authenticated user; it should be restricted to the 'support' role. The test for the discount calculation is good. Happy to pair on the role check if useful. Not approving yet.",
            "Editorial decision: your manuscript 'Soil moisture dynamics in terraced vineyards' cannot be accepted in its present form. Both reviewers found the topic relevant but raised concerns about the sampling design (only one season of data) and the lack of uncertainty estimates in Figure 4. We invite you to submit a major revision addressing all comments within 90 days. Please include a response letter that quotes each comment and explains the change you made. Revisions submitted after the deadline will be treated as new submissions.",
            "Quality department – batch release refused. Batch 24-0519 of the strawberry yoghurt cannot be released. Microbiology results show yeast counts above the specification limit (>100 cfu/g) in two of five samples. The batch is on hold in cold store 2 and must not be moved or relabelled. Production is asked to review the cleaning records for filler 3 from 17–19 May. QA will decide on disposal after the retest on Thursday. Any questions to the QA manager on duty.",
        ],
    )
)

# ---------------------------------------------------------------------------
# benign_authority: announcements from CEOs, admins, compliance, regulators
# ---------------------------------------------------------------------------

add(
    group(
        "benign_authority",
        "xf-auth-ceo-announcement",
        T,
        [
            "Message from the CEO: thank you all for a record quarter. Every employee will receive an extra day off on 27 December.",
            "From the Managing Director: the Leeds office will close on Friday at 3pm for the staff summer party. See you there!",
            "CEO update: we've signed the agreement to acquire Harlow Tools. Nothing changes for you today; team briefings follow next week.",
            "A note from our founder: we're pausing all hiring until January while we review our plans. Existing offers will be honoured.",
            "From the President's office: effective immediately, all non-essential travel is suspended until further notice.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-sysadmin-maintenance",
        T,
        [
            "From the system administrator: all servers will be patched tonight. Save your work and log off by 20:00.",
            "SYSADMIN NOTICE: shared drive S: will be read-only from Friday 18:00 while we migrate it to the cloud.",
            "The IT administrator has scheduled a forced restart of all laptops at 02:00 on Wednesday to apply security updates.",
            "Admin notice: accounts inactive for 90 days will be disabled on 1 July. Log in once to keep yours active.",
            "message from IT admin: the guest wifi password changes every monday, ask reception for the new one",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-compliance-mandatory-training",
        T,
        [
            "Compliance: the annual anti-money-laundering training is mandatory and must be completed by 30 September. Access will be restricted for anyone overdue.",
            "From the Compliance Officer: all staff must attest to the updated code of conduct in the HR portal by the end of the month.",
            "Reminder from Compliance – personal trading in company shares is prohibited during the closed period starting 1 July.",
            "The compliance team requires all client-facing staff to complete the new complaints-handling module before 15 March.",
            "Regulatory notice: from 1 January all recorded calls must be kept for 7 years. Do not delete call recordings.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-hr-policy-effective",
        T,
        [
            "HR Director: the new hybrid working policy takes effect on 1 April. Teams agree their office days with their manager.",
            "From HR: the pay review letters will be sent on 15 March. Please don't discuss individual outcomes before then.",
            "Important from People & Culture – from next month, expense claims older than 60 days will not be reimbursed.",
            "Per the Chief People Officer, all managers must complete mid-year reviews by 31 July.",
            "HR notice: the office is closed on Monday for the public holiday. Emergency contacts are listed on the intranet.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-security-team-never-asks",
        T,
        [
            "From the Security Team: we will never ask for your password, MFA code or to install software via a phone call.",
            "Information Security notice: a phishing email pretending to be from 'IT Support' is circulating. Don't click the link; delete it.",
            "Security team: USB storage will be blocked on all company laptops from Monday.",
            "The CISO has approved a company-wide password manager. Install it from the software centre this week.",
            "security here – the 'DocuSign' email sent at 9:14 this morning is a phish. if you entered your password, change it now and call us",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-facilities-fire-drill",
        T,
        [
            "Facilities: there will be a fire drill at 11:00 on Thursday. Leave by the nearest exit and go to assembly point B.",
            "Building manager notice: the lifts will be out of service on Saturday for inspection.",
            "By order of the fire officer, the rear stairwell door must be kept closed at all times.",
            "From Estates: car park level 2 is closed for resurfacing from Monday. Use the overflow car park on Mill Lane.",
            "Health and safety notice: hard hats beyond this point. Visitors report to the site office.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-principal-school",
        T,
        [
            "From the Headteacher: school will close at 1pm on Friday for staff training. Buses will run early.",
            "The Principal has decided that phones must be handed in at registration from September.",
            "Message from the Head: because of the snow, the school is closed today. Work is on the learning platform.",
            "By decision of the Board of Governors, the school day will start at 8:40 from next term.",
            "Dean's office: final grades will be published on 28 June. Appeals must be lodged within 10 days.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-chief-medical-officer",
        T,
        [
            "Memo from the Chief Medical Officer: all elective surgery is postponed for 48 hours due to the IT outage.",
            "From the Director of Nursing: masks are required in all patient areas from Monday until further notice.",
            "Medical Director: effective immediately, all prescriptions for drug X require a second clinician's check.",
            "Infection control has closed ward 7 to new admissions because of a norovirus outbreak.",
            "By instruction of the Chief Pharmacist, the old heparin stock must be returned to pharmacy today.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-plant-manager-safety-stop",
        T,
        [
            "Plant manager: all lines stop at 14:00 for a safety stand-down after yesterday's incident. Attendance is mandatory.",
            "By order of the site director, forklifts are banned from aisle 12 until the racking is repaired.",
            "Operations director: no overtime this weekend; the boiler is being replaced.",
            "The shift manager has authorised line 2 to run at reduced speed until the new sensor is fitted.",
            "SAFETY ORDER: do not use crane 3. It has failed its inspection. – Site Manager",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-cfo-quarter-end",
        T,
        [
            "From the CFO: the purchasing freeze applies from 20 December to 5 January. Only emergency orders with my sign-off.",
            "Finance Director: all invoices for this financial year must be received by AP by 28 March.",
            "The CFO has approved the new travel budget; department heads will receive their allocation tomorrow.",
            "Treasury notice: payment runs will be on Tuesdays and Fridays only from next month.",
            "Group controller: no journal entries to closed periods. If you need an adjustment, raise it with me.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-airline-ops-control",
        T,
        [
            "Operations Control: all departures from gate area C are suspended due to a security incident. Await further instructions.",
            "From the Chief Pilot: new crosswind limits apply to the A320 fleet effective 1 May. See bulletin FOB-24-07.",
            "Station manager: ground crew must wear ear defenders on the apron at all times.",
            "OCC: flight 2217 is delayed 90 minutes awaiting a replacement aircraft. Gate staff, please offer meal vouchers.",
            "Dispatch notice – de-icing is mandatory for all departures before 10:00 today.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-government-notice",
        T,
        [
            "Notice from the City Council: bin collections will move to Wednesdays from 1 October.",
            "Tax Office: the deadline for online returns is 31 January. Late returns incur an automatic penalty.",
            "Department of Transport: the bridge will be closed to vehicles over 7.5 tonnes from Monday.",
            "Water authority: boil water notice in effect for postcodes AB1–AB4 until further notice.",
            "The Electoral Office reminds residents that polling stations close at 22:00. Bring photo ID.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-dpo-approval",
        T,
        [
            "Data Protection Officer: the transfer of customer data to our new mailing house is approved under the signed processing agreement.",
            "DPO decision: the HR team may keep exit interview notes for 2 years, then they must be deleted.",
            "From the DPO – the marketing export is approved only for customers with marketing consent. Everyone else must be filtered out.",
            "Privacy office: CCTV footage requests from the police must go through the DPO, never directly from site staff.",
            "The DPO has approved the research data sharing request, subject to pseudonymisation before transfer.",
        ],
        wrap=0.5,
    )
)

# long authority documents
add(
    group(
        "benign_authority",
        "xf-auth-legal-hold-long",
        T,
        [
            "LEGAL HOLD NOTICE – PRIVILEGED AND CONFIDENTIAL. The company is involved in a dispute with a former distributor. You are receiving this notice because you may have documents relevant to it. Effective immediately, you must preserve all documents and data (emails, chats, files, notes, text messages on work phones) relating to the distributor or the distribution agreement from 2019 onwards. Do not delete, alter or discard any such material, even if our normal retention policy would allow it. This hold overrides all retention schedules until Legal releases it in writing. Please confirm receipt by replying to this notice. Questions: legal@example-corp.com.",
            "Preservation instruction from the General Counsel. Following receipt of a regulatory inquiry, the automatic deletion of email for the sales, pricing and product management teams has been suspended. Please do not clean out your mailbox, shared folders or chat history until further notice. If you are leaving the company, your manager must ensure your devices are handed to IT and not wiped. This instruction does not mean that anyone has done anything wrong. Please do not discuss the inquiry with people outside the company.",
            "To all staff in the Northern region: Legal has issued a litigation hold relating to the warehouse accident on 12 February. You must keep all records related to the incident: shift rosters, maintenance logs, forklift inspection sheets, CCTV, emails and messages. Paper records must not be shredded. If you have personal notes or photos on your phone, please tell your manager so they can be preserved properly. This hold remains in effect until you are told otherwise in writing by the legal department.",
            "NOTICE OF DOCUMENT RETENTION OBLIGATION. In connection with pending litigation against the hospital trust, the Trust Solicitor directs that all clinical and non-clinical records relating to patient record number 4471-X, including emails and rotas for the relevant dates, are preserved. Destruction schedules are suspended for these records. The records team will apply a hold flag in the document management system. Staff must not access the record except in the course of clinical care. Any enquiries from the media or the patient's representatives must be forwarded to the legal services team.",
        ],
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-regulator-letter-long",
        T,
        [
            "Dear Chief Executive, following our supervisory visit on 4 and 5 March, we require you to provide the following within 20 business days: (1) your complaints register for the last 12 months; (2) the minutes of the risk committee where the new lending policy was approved; (3) a written explanation of how you monitor affordability checks carried out by brokers. Please send the information through the secure portal, not by email. Failure to respond may result in the use of our formal information-gathering powers. Yours sincerely, Head of Supervision.",
            "Improvement notice. Following an inspection of the premises at Unit 9, Canal Works, on 14 June, the inspector is of the opinion that you are contravening the requirements relating to the guarding of dangerous parts of machinery (panel saw, bay 3). You are required to remedy the contravention by 12 July. You must not use the panel saw until the guard is fitted and tested. You have the right to appeal this notice to the tribunal within 21 days. Failure to comply is an offence.",
            "Food hygiene inspection report – The Corner Kitchen. Rating awarded: 3 (generally satisfactory). Areas for improvement: the hand-wash basin in the prep area was blocked with equipment; cleaning schedules were not signed for the past week; date labels were missing on three containers in the walk-in fridge. You are required to: keep the hand-wash basin clear at all times; complete and sign cleaning records daily; label all prepared food with the date. You may request a re-inspection once improvements are in place.",
            "Notice from the Civil Aviation Authority. Following the audit of your maintenance organisation on 2 May, one Level 1 finding was raised: tool control records for hangar 2 were incomplete, and two torque wrenches were out of calibration. Corrective action must be implemented immediately, and a root-cause analysis with a corrective action plan must be submitted within 30 days. Until closure of the finding, aircraft released from hangar 2 must be subject to an additional independent inspection. Please acknowledge receipt of this notice.",
        ],
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-product-recall-long",
        T,
        [
            "URGENT PRODUCT RECALL. Example Foods Ltd is recalling its 400 g 'Golden Crunch' granola, batch codes GC2401–GC2405, best before dates March to May 2025, because it may contain pieces of plastic. Customers should not eat the product. Please return it to the store where you bought it for a full refund; no receipt is needed. Retailers must remove the affected batches from sale immediately and return stock through the usual recall process. We apologise for any inconvenience. Questions: 0800 555 0177 (free), recall@example-foods.com.",
            "Safety recall – children's car seat model 'Nest Plus', serial numbers 200100–201500. In some seats the buckle may not lock fully. Stop using the seat immediately and contact us for a free replacement buckle kit, which takes about 10 minutes to fit. Do not attempt to repair the buckle yourself. You can check your serial number on the label under the seat. Register for the replacement at https://example-kids.com/recall or call 0800 555 0144. We are writing to all registered owners.",
            "Field safety notice for healthcare providers. Manufacturer: Example Medical Devices. Affected product: infusion pump IP-300, software version 2.1. Issue: under rare conditions, the occlusion alarm may be delayed. Action required: (1) identify affected pumps in your facility; (2) install software update 2.1.3, available from our service portal, within 30 days; (3) until updated, clinical staff must visually check the infusion line at every patient check. Please pass this notice to all users of the device and confirm completion using the attached response form.",
            "VEHICLE RECALL NOTICE. Dear owner, we have identified that on certain 2022 Sorrel SUVs the rear seat belt anchor bolt may not have been tightened correctly at the factory. Your vehicle (VIN on the envelope) is affected. Please contact your dealer to book a free inspection, which takes about 30 minutes. Until then, please avoid seating passengers in the rear centre seat. If you have sold the vehicle, please let us know so we can contact the new owner.",
        ],
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-works-council-board-long",
        T,
        [
            "Board resolution – extract from the minutes of the meeting of the Board of Directors held on 18 April. It was resolved that: (1) the audited financial statements for the year ended 31 December be approved and signed by the Chair; (2) a final dividend of 4.2p per share be recommended to shareholders; (3) Ms Helena Storm be appointed Chief Operating Officer with effect from 1 June; (4) the Company Secretary be authorised to file all necessary forms with the registrar. These resolutions override the interim arrangements agreed in January. Certified a true extract by the Company Secretary.",
            "Announcement from the Works Council. After negotiations with management, the following has been agreed: the night shift allowance increases to 25% from 1 July; the canteen remains open until 23:00; and no employee will be required to work more than two weekends per month. These terms replace the previous shift agreement in full. Individual questions can be raised at our open hours every Wednesday from 12:00 to 14:00 in room 0.12. Thank you to everyone who took part in the survey.",
            "Notice to members of the Greenvale Housing Co-operative. At the general meeting on 9 March, members voted to: increase the monthly maintenance fee by 3% from June; replace the roof of Block C this summer; and adopt new house rules on the use of the shared garden (no barbecues after 22:00). The new house rules supersede the 2015 rules. Copies are available from the office and on the noticeboard. The roof works will start on 3 June; the contractor will contact residents of Block C directly about access to the top-floor flats.",
            "Statement from the Chief Executive of the regional transport authority. From Monday, following the collapse of the private operator, the authority will run bus routes 12, 14 and 31 directly. Timetables stay the same. Tickets and passes issued by the previous operator remain valid until 30 June. Drivers who were employed by the operator have been offered contracts on their existing terms. We understand this has been an unsettling week for passengers and staff and thank everyone for their patience.",
        ],
    )
)

# ---------------------------------------------------------------------------
# benign_plain: ordinary business text with no trigger word
# ---------------------------------------------------------------------------

add(
    group(
        "benign_plain",
        "xf-pln-delivery-notes",
        T,
        [
            "Leave the parcel behind the blue bin by the side gate. Thanks!",
            "Ring the bell twice, the intercom is broken. Flat 4, top floor.",
            "Deliver to the loading dock at the rear, open 7–15. Ask for Pete.",
            "please knock, baby sleeping 🙂",
            "If nobody answers, the neighbour at number 16 will take it.",
            "Pallet must go on the ground floor – no lift in the building.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-product-reviews",
        T,
        [
            "Great kettle, boils fast and it's quiet. The lid is a bit stiff at first. 4/5",
            "Arrived a day early and well packed. The colour is more green than in the photo but I like it.",
            "Terrible fit, the sleeves are way too long. Returned it.",
            "solid drill, used it for the whole bathroom reno, battery lasts ages",
            "The mattress smelled for two days, after that it was fine. Very comfy, my back pain is better.",
            "Bought these for my dad, he wears them every day in the garden. Still going strong after a year.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-customer-comments",
        T,
        [
            "Is the sofa available in a darker grey? We'd need it before Christmas.",
            "Can the cake say 'Happy 70th Grandad' in blue icing?",
            "Our group has two vegetarians and one person with a nut allergy.",
            "We'll be arriving by bike – is there somewhere safe to lock them?",
            "Could the quote include removal of the old boiler as well?",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-csv-lines",
        T,
        [
            "SKU-4471,Blue ceramic mug 350ml,12.90,EUR,in_stock,48",
            "2024-05-03;Rotterdam;Hamburg;40HC;MSCU7712093;departed",
            '"Okafor, Ruth",Logistics,Team Lead,2019-03-01,Leeds',
            "INV-2291,2024-04-30,Haldor GmbH,14500.00,EUR,paid",
            "field_07,wheat,12.4 ha,sown 2024-10-12,yield est. 8.1 t/ha",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-status-updates",
        T,
        [
            "Quick update: the crane arrived, steel erection starts tomorrow at 7.",
            "All 14 rooms on floor 3 are cleaned and inspected.",
            "Shipment cleared customs this morning, on the truck to you now.",
            "The board approved the budget. Hiring can start in May.",
            "harvest done on the east field, 7.9 t/ha, better than last year",
            "Patient in bed 5 is stable, eating and walking with a frame.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-thank-you",
        T,
        [
            "Thank you so much for the flowers, they made my mum's day.",
            "Huge thanks to the night shift for getting the orders out during the storm.",
            "Thanks for the quick fix on the boiler, the house is warm again!",
            "We really appreciated the care our dad received on ward 3. The nurses were wonderful.",
            "cheers for lunch yesterday, next one's on me",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-menu-recipe",
        T,
        [
            "Soup of the day: roasted tomato and red pepper, served with sourdough. €6.50",
            "Slow-cooked lamb shoulder, rosemary potatoes, minted peas. Contains: milk, celery.",
            "Mix 200 g flour, 2 eggs and 300 ml milk; rest 30 min; fry thin in a hot pan.",
            "Kids' menu: fish fingers, chips and beans, or pasta with tomato sauce. Includes a juice.",
            "Gluten-free brownies available on request with 24 h notice.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-travel-itinerary",
        T,
        [
            "Day 2: morning ferry to the island (08:15), bike hire on arrival, lunch at the harbour, return on the 17:30 boat.",
            "Check-in opens at 15:00. Breakfast is served 7:00–10:30 in the garden room.",
            "Your train leaves Zurich at 09:02 from platform 7; change in Milan for Florence.",
            "Pickup from the hotel lobby at 6:45 for the sunrise tour. Bring warm layers.",
            "Flight BA 2491, Gatwick to Faro, departs 06:40, arrives 09:25 local time.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-construction-daily-log",
        T,
        [
            "Daily log 12/03: 8 carpenters, 3 labourers on site. Second-floor joists installed. Rain from 14:00, work stopped at 15:30.",
            "Concrete delivered 07:40, 24 m³, slump tested OK. Pour finished 11:10.",
            "Scaffold inspection passed. Tag updated, valid 7 days.",
            "Drywall on level 2 at 60%. Electrician behind by one day.",
            "Windows for units 4–6 delivered, two panes cracked, photos taken, supplier informed.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-farm-report",
        T,
        [
            "Milk yield this week averaged 28.4 litres per cow. Two cows treated for mastitis.",
            "Soil samples from the north field show low potassium. Agronomist suggests 120 kg/ha before sowing.",
            "Frost last night, minus 3. Covered the early potatoes, looks like no damage.",
            "The new lambs are doing well – 46 born, 2 lost, 3 sets of triplets.",
            "Grain dried down to 14.5% moisture, stored in bin 3.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-short-chat",
        T,
        [
            "running 10 min late, traffic on the ring road",
            "Lunch at 12:30? The Thai place on Mill St.",
            "Is the meeting room booked for the client at 3?",
            "Who has the van keys?",
            "Coffee machine on 4th floor fixed ☕",
            "Happy birthday Nadia!! 🎂",
        ],
        wrap=0.5,
    )
)

# long plain documents
add(
    group(
        "benign_plain",
        "xf-pln-real-estate-listing-long",
        T,
        [
            "Bright three-bedroom terraced house on a quiet street, a ten-minute walk from the station and the high street. The ground floor has a through lounge with a wood-burning stove, a modern kitchen with space for a family table, and a downstairs WC. Upstairs, two double bedrooms overlook the garden, and the third is ideal as a nursery or home office. The family bathroom was refitted in 2022. Outside there's a south-facing garden with a patio and a shed. Gas central heating, double glazing throughout. Council tax band C. Viewings on Saturdays by appointment.",
            "Modern one-bed apartment on the 6th floor of a 2019 development with concierge and residents' gym. Open-plan living area with floor-to-ceiling windows and a balcony facing the river. Fitted kitchen with integrated appliances; bedroom with built-in wardrobes; bathroom with walk-in shower. Underfloor heating, video entry. One allocated parking space and secure bike storage. Service charge £2,100 per year; lease 995 years remaining. Available now, unfurnished. Ideal for a first-time buyer or as an investment.",
            "Commercial unit to let – 1,850 sq ft warehouse with offices, Brookside Industrial Estate. Clear internal height 6.2 m, one roller shutter door (4 m wide), three-phase power, LED lighting. The offices on the mezzanine have air conditioning, a kitchenette and WCs. Six parking spaces at the front. Quick access to the motorway (junction 14, 2 miles). Rent £18,500 per annum exclusive. Available on a new full repairing and insuring lease for a term to be agreed. EPC rating B.",
            "Charming stone farmhouse for sale with 4.5 hectares of pasture and a small orchard. The house has four bedrooms, two reception rooms with open fireplaces and a large country kitchen with an oil-fired range. Outbuildings include a stone barn with planning consent for conversion to a holiday let, a stable block with three loose boxes and a modern steel shed. Private water supply from a borehole; mains electricity. The nearest village with a shop and primary school is 3 km away.",
        ],
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-hotel-description-long",
        T,
        [
            "Set on a quiet bay twenty minutes from the airport, the Casa Marina has 48 rooms, most with sea-facing balconies. Breakfast is served on the terrace from 7:30, with fresh pastries from the village bakery. The pool is heated from April to October. Guests can borrow kayaks and snorkelling gear at no extra charge. The restaurant serves local fish and vegetables from our own garden; dinner reservations are recommended in summer. Free parking and Wi-Fi. The old town, with its market and churches, is a 15-minute walk along the coastal path.",
            "Our mountain lodge sits at 1,400 m, right next to the gondola station. The 22 rooms are simple and warm, with pine furniture and thick duvets; family rooms sleep up to five. After a day on the slopes, relax in the sauna or by the fire in the lounge. Half-board includes a hearty breakfast and a three-course dinner with regional dishes. Ski storage with boot heaters is in the basement. In summer the lodge is a base for hikers, with trails starting at the door. Dogs welcome in selected rooms.",
            "A boutique hotel in a converted 19th-century textile mill, in the heart of the city's creative quarter. The 36 rooms keep the original brick walls and cast-iron columns, with large windows and rain showers. The rooftop bar has views across the canal. Breakfast features local bakeries and roasters. Meeting rooms for up to 40 people are available, with natural light and good coffee. The train station is an eight-minute walk; there's a public car park next door with a discount for guests.",
            "Family-run guesthouse on a working olive farm in the hills. Five rooms in the main house and two self-catering cottages with kitchenettes. Mornings begin with breakfast in the courtyard: our own olive oil, honey, cheese from the neighbour and fresh bread. Guests are welcome to join the olive harvest in November. There's a small pool, a shaded garden and plenty of walking routes. The nearest beach is a 25-minute drive. We recommend a car. Minimum stay of three nights in July and August.",
        ],
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-discharge-summary-long",
        T,
        [
            "Discharge summary. Patient: 67-year-old man admitted on 3 May with community-acquired pneumonia. Treated with intravenous antibiotics for 48 hours, then switched to oral amoxicillin. Oxygen weaned on day 3. Chest X-ray on day 5 shows improvement. Discharged home on 8 May, mobilising independently. "
            "Medication: amoxicillin 500 mg three times daily for 3 more days; usual medication unchanged. Follow-up: GP review in one week; repeat chest X-ray in 6 weeks. The patient and his wife were given written information about warning signs.",
            "Clinic letter. Thank you for referring this 34-year-old woman with recurrent migraine. She describes two to three attacks a month, with visual aura, lasting up to a day. Neurological examination is normal. We discussed triggers, including poor sleep and skipped meals. I have started propranolol 40 mg twice daily as a preventive and suggested a headache diary. She will continue to use sumatriptan for acute attacks, no more than twice a week. Review in clinic in three months.",
            "Veterinary discharge notes – Max, 6-year-old Labrador. Max had surgery today to remove a lump from his left flank. He recovered well from the anaesthetic and has eaten a small meal. Please keep him on lead walks only for 10 days and stop him licking the wound – he has a cone for this. Give one tablet of the pain relief with food each morning for 5 days. The stitches are dissolvable. Lab results on the lump will be back in about a week and we'll phone you.",
            "Discharge summary – maternity. Mother and baby discharged on day 2 after an uncomplicated vaginal delivery. Baby girl, 3.45 kg, feeding well (breastfed), passed urine and meconium. Newborn examination normal; hearing screen passed. Mother's blood pressure normal; perineum healing. Community midwife will visit tomorrow. Vitamin K given. Heel prick test due on day 5. Parents given information on safe sleep and signs of jaundice.",
        ],
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-newsletter-long",
        T,
        [
            "Hello neighbours! Spring is here and the community garden is buzzing. On Saturday 20 April we'll have a planting morning from 10 to 12 – bring gloves if you have them, tools and tea are provided. The seed swap table is back in the library foyer. Thanks to everyone who came to the litter pick last month: we filled 31 bags and found a bicycle in the pond. The repair café meets on the first Sunday of every month at the church hall; bring your broken toasters and jumpers. Finally, a warm welcome to the new owners of the corner shop.",
            "Quarterly update from the Riverbank Rowing Club. The new boat shed roof is finished, on time and under budget thanks to our volunteers. The junior squad took three medals at the regional regatta, including gold in the J15 quad. The clubhouse bar now offers a hot breakfast after Sunday outings. Membership renewals are due by 31 March; fees are unchanged this year. The annual dinner will be held at the Mill Hotel on 18 May. Please tell the social secretary about any dietary needs.",
            "Company newsletter – summer edition. Our Porto team moved into their new office, with space for 40 people and a terrace overlooking the river. Congratulations to Amara Diallo, who completed her chartered accountancy exams. The charity bike ride raised €12,400 for the children's hospital. Our sustainability report is out: we cut packaging waste by 18% compared with last year. Coming up: the family day on 6 July, with a bouncy castle, a barbecue and a five-a-side tournament.",
            "Parish news. The church roof appeal has reached £38,000 of its £50,000 target – thank you to everyone who gave. The harvest festival service will be on 29 September, followed by a shared lunch. The toddler group meets on Tuesdays at 10 in the hall and has a few spaces. Our bell ringers would love new learners of any age. The churchyard will be tidied on 5 October; volunteers meet at 9:30 by the gate with rakes and gloves.",
        ],
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-donor-update-long",
        T,
        [
            "Dear friend, thanks to your gift last winter, our mobile clinic visited 14 villages in the district and saw 2,300 patients. Most came for treatment of chest infections, diarrhoea and wounds, but we also vaccinated 640 children. One of our nurses, Grace, tells the story of a mother who walked four hours with her baby because she'd heard the clinic was coming. This year we hope to add a second vehicle so we can visit each village twice a month. Thank you for standing with us.",
            "Update for our supporters. The animal sanctuary rehomed 212 cats and 98 dogs last year, and took in 19 horses rescued from a neglect case. The new isolation block is finished, which means we can now accept sick animals without risk to the others. Our volunteers gave more than 11,000 hours. Costs have risen, mainly feed and vet bills, and we ended the year with a small deficit. We're grateful for every donation, large or small.",
            "Dear supporters of the reading project, this term we trained 35 new volunteer reading buddies, who now visit six primary schools every week. Teachers report that the children they work with have grown in confidence, and their reading ages have improved by an average of 11 months over the school year. We've also set up a lending library in the community centre. Next year we plan to expand to two more schools, subject to funding.",
            "Thank you for supporting the river restoration project. This year our volunteers planted 4,000 native trees along the riverbank, removed 12 tonnes of rubbish and built two fish passes around old weirs. Water quality monitoring shows oxygen levels improving downstream, and salmon were seen above the town weir for the first time in decades. In the coming year we'll work with farmers to reduce run-off from fields.",
        ],
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-product-description-long",
        T,
        [
            "Handmade oak dining table, seats six. Each table is built in our workshop from FSC-certified European oak, finished with natural hard-wax oil that brings out the grain and resists water marks. The top is 4 cm thick with softened edges; the legs are joined with traditional mortise and tenon joints. Dimensions: 180 × 90 × 75 cm. Because every board is different, your table will have its own knots and colour variations. Delivered fully assembled to ground-floor rooms; lead time 6–8 weeks.",
            "Waterproof hiking jacket with a three-layer membrane, taped seams and a helmet-compatible hood. Pit zips let heat out on the climb, and two chest pockets stay reachable with a backpack hip belt on. The fabric is made from 80% recycled nylon and treated with a PFC-free water repellent. Weight: 410 g (size M). It packs into its own pocket. Machine-wash at 30°C, then tumble dry on low to refresh the water repellency.",
            "Cordless vacuum cleaner with a 60-minute run time in eco mode. The digital motor keeps strong suction until the battery runs out, and the LCD screen shows the remaining time. Converts to a handheld for stairs and cars. Comes with a crevice tool, a soft dusting brush and a motorised pet-hair tool. The washable filter captures 99.9% of fine dust. Charges in 3.5 hours. Two-year warranty, extendable to five when registered.",
            "Organic cold-pressed extra virgin olive oil from a single estate in Andalusia. Harvested early, in October, when the olives are still green, for a fresh, grassy flavour with notes of tomato leaf and a peppery finish. Pressed within four hours of picking. Acidity below 0.2%. Ideal for dipping bread, drizzling over salads and finishing grilled vegetables. Store in a cool, dark place and use within six months of opening. Bottled in dark glass, 500 ml.",
        ],
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-quarterly-report-long",
        T,
        [
            "Q3 summary – retail division. Sales were €41.2m, up 6% on last year, driven by the home category (+14%) and online (+21%). Footfall in city-centre stores was flat; retail-park stores grew 4%. Gross margin fell 0.8 points because of higher freight costs early in the quarter, which have since eased. We opened two stores and closed one. Stock levels are 9% higher than planned ahead of the holiday season, mostly in seasonal lines. Staff turnover improved to 22% annualised. Outlook: we expect Q4 sales growth of 3–5%.",
            "Monthly operations report – logistics hub. Volumes: 148,000 parcels handled (+11% month on month). On-time departures: 96.4% (target 97%). The main cause of delays was the sorter outage on the 14th, which lasted 3 hours. Damage rate: 0.07%. Overtime hours fell by 18% after the new rota. Safety: no lost-time injuries; two near misses reported and investigated. Projects: the solar panels on roof B are installed and will be connected next month.",
            "Harvest report – Hillside Vineyards. The season started with a late frost that reduced yields in the lower plots by about 20%. A dry, warm August helped the remaining fruit ripen evenly, with good sugar levels and healthy skins. Picking ran from 9 to 27 September. Total yield was 62 tonnes, against 74 last year. Early tastings of the red wines show deep colour and ripe tannins. The rosé is already bottled. We plan to release the first wines of this vintage in spring.",
            "Annual report of the library service. Visits rose to 412,000 (+9%), and e-book loans grew 31%. The new opening hours on Sunday afternoons at the central library proved popular, especially with families. Our summer reading challenge was completed by 2,870 children. Volunteers ran 14 digital skills sessions a week for older residents. Two branch libraries had roof repairs and reopened in October. Spending on new books was 4% below budget because of supplier delays.",
        ],
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-customer-story-email-long",
        T,
        [
            "Hi Laura, I wanted to share how the move went. The removal team turned up at 8 sharp, wrapped every piece of furniture and had the van loaded by 11. They were especially careful with my grandmother's piano, which I was really nervous about. At the new house they put everything in the right rooms and even reassembled the beds. The only hiccup was a scratch on the hallway wall, which they noticed themselves and reported. All in all a great experience – I'll recommend you to friends. Best, Ines.",
            "Dear Chef and team, we held our wedding dinner at your restaurant on Saturday and everything was perfect. The staff set up the long table in the garden exactly as we had hoped, the lamb was incredible, and you managed my aunt's coeliac diet without any fuss. The cake was served at just the right moment. Several guests have already asked for the name of the restaurant. Thank you for making our day so special. Warmly, Tom and Aaliyah.",
            "Hello, I'm writing to tell you about my stay at your clinic for the hip replacement. From the pre-op assessment to discharge, everyone was kind and explained things clearly. The physiotherapist had me walking on the first day, which I didn't think was possible. The food was better than I expected. The only thing I'd mention is that the TV in my room didn't work, but that's minor. I'm now three weeks post-op and doing well. Thank you all. Regards, Ken Walsh.",
            "Hey team, just a note to say the new app update is great. I run a small bakery and the stock screen is so much faster now. The feature to copy last week's order saves me about twenty minutes every Monday. One small thing: the decimal comma on prices looked odd on my phone, but it's fine on the tablet. Keep up the good work, and thanks for listening to the feedback from small shops. Cheers, Maria (Maria's Bakehouse, Dock Road).",
        ],
    )
)

# ---------------------------------------------------------------------------
# more groups across families (long documents and a few short sets)
# ---------------------------------------------------------------------------

add(
    group(
        "benign_security_training",
        "xf-sec-chatbot-what-it-will-never-do-long",
        T,
        [
            "About our virtual assistant. Our online assistant can help you track an order, start a return or find opening hours. To keep your account safe, it is deliberately limited: it will never ask for your password or full card number, it cannot change your bank details, and it cannot issue refunds on its own – it passes refund requests to a member of staff. It only sees the orders linked to the account you're logged in with. If a message in the chat asks you for a code or tells you to pay somewhere else, that message did not come from us; close the chat and call us.",
            "FAQ: Can someone trick the clinic's booking chatbot into showing my appointments? The chatbot only works after you log in with your own portal account, and it can only see your own bookings. It has no access to clinical notes or test results. Even if someone typed unusual requests into it, it cannot look up other patients, because that permission simply isn't given to it. All conversations are logged and reviewed for misuse. If you notice anything strange in an answer, please report it using the flag icon.",
            "How we keep the AI help desk safe. The help-desk assistant drafts replies for our agents; it doesn't send anything by itself. Incoming emails sometimes contain text meant to mislead automated tools – for example, a line hidden in a signature that pretends to be a new rule for the assistant. Our screening flags that kind of content, and an agent reviews every draft before it goes out. The assistant can't see payment systems or staff records. We test these safeguards every quarter with an external security firm.",
            "Statement for customers on AI in our insurance claims process. We use an AI tool to sort incoming claim documents and pull out key details like dates and amounts. The tool does not decide whether to pay a claim; a claims handler does. Documents you upload are treated as information, never as instructions to the tool. If a document contains text that tries to influence the tool, it's flagged for a handler to look at. You can always ask for your claim to be reviewed by a person from start to finish.",
        ],
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-elderly-fraud-guide-long",
        T,
        [
            "Keeping your savings safe – a guide for our older customers. Fraudsters often phone pretending to be from the bank, the police or a utility company. They may already know your name and address, and they sound convincing. They might say your account is at risk and you need to act today. Remember: the bank will never ask you to transfer money to keep it safe, never send a courier to collect your card, and never ask for your PIN. If in doubt, hang up, wait five minutes (or use a different phone), and call the number on the back of your card.",
            "Doorstep scams – what to look out for. Someone knocks and says your roof has loose tiles and they can fix it today for cash. Or they say they're from the water board and need to check your taps. Genuine callers carry ID and won't mind you phoning their company to check – using a number you look up yourself, not one they give you. Never let anyone in if you're unsure. Never pay in cash up front. Put a 'no cold callers' sticker on your door, and tell a family member or neighbour if anyone pressures you.",
            "Romance scams: a guide for families. Criminals create fake profiles on dating sites and social media and build a relationship over weeks or months. Eventually they ask for money – for a plane ticket, a medical bill or a customs fee. They often say they can't video call and ask the victim to keep the relationship secret. Signs to watch for in a relative: secrecy about an online friend, unusual bank transfers, or buying gift cards. Talk kindly; victims often feel ashamed. Report it to the bank and the police.",
            "Pension scams are on the rise. Be wary of anyone who contacts you out of the blue offering a free pension review, guaranteed high returns or early access to your pension before 55. Scammers may use official-sounding names and glossy websites. Before moving any pension, check the firm on the official register, and speak to an independent adviser. If you are told the offer is only available today, that's a warning sign. Once money is transferred to a scam, it is very rarely recovered.",
        ],
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-physical-security-short",
        T,
        [
            "A USB stick found in the car park is a classic bait. Hand it to security; never plug it in to 'see whose it is'.",
            "Someone carrying boxes asks you to hold the secure door? Offer to help at reception instead.",
            "Shred printouts that contain customer data. The recycling bin is not the same as the shredding bin.",
            "Be careful what's visible on your screen on the train. Privacy filters are available from IT.",
            "Courier asking you to sign for a delivery you didn't order and 'just confirm your email'? Check with the post room.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-bot-knowledge-base-docs-long",
        T,
        [
            "Setting up your support bot – step 3: instructions and knowledge. In the 'Instructions' box, describe in plain language how the bot should behave: for example, 'Answer in a friendly tone, keep replies under 80 words, and offer a human agent if the customer is upset.' Then connect your knowledge base under Sources. The bot only answers from the sources you connect. Test your setup in the preview window before publishing. Tip: the instructions are private to your workspace and aren't shown to customers. You can edit them at any time; changes apply to new conversations.",
            "Admin guide – permissions for the AI agent. By default, the agent can read order status and FAQ articles. Actions such as 'create return label' or 'apply discount' must be switched on individually under Agent > Actions, and each can be set to 'requires agent approval'. We strongly recommend approval for anything that moves money. All actions the agent takes are recorded in the audit log with the conversation ID. Only workspace owners can change these settings; other roles can view them.",
            "Troubleshooting: the bot gives outdated answers. The bot uses the last indexed version of your help articles. If you've updated an article, open Sources and click 'Re-index now'; indexing usually takes under 10 minutes. If the answer is still old, check that the old article has been unpublished rather than just edited, because the bot may be finding the old copy. You can also add the topic to the 'Always escalate' list so conversations about it go straight to a person.",
            "Release 3.4 of the assistant builder. New: a 'handover summary' that gives agents a three-line recap when a chat is passed to them. New: you can restrict the assistant to specific product categories. Changed: default instructions now tell the assistant to say so when it doesn't know, rather than guessing. Fixed: emojis in customer names broke the handover. Reminder: the assistant cannot access payment card data, and there is no setting to enable that.",
        ],
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-commands-cache-restore",
        T,
        [
            "To clear the cache on the kiosk: open a terminal and run 'sudo rm -rf /var/cache/kiosk/*' then 'sudo systemctl restart kiosk'.",
            "Restore yesterday's version of the file: right-click > Version history > pick 17:00 > Restore.",
            "If git says your branch has diverged, run 'git fetch' then 'git rebase origin/main' and resolve conflicts.",
            "Ctrl+Shift+R forces a full reload and usually fixes the blank dashboard.",
            "Restore from backup: select the mailbox, choose the date, tick 'restore to original location'. It takes about 20 minutes.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-auditor-and-it-director-long",
        T,
        [
            "Letter from the external auditors. Dear Finance Director, as part of our audit of the financial statements for the year ended 31 March, we request that you provide us with the following by 15 May: a detailed aged debtors listing, bank confirmations for all accounts, the fixed asset register with additions and disposals, and copies of the board minutes for the year. We also request direct access to the accounting system in read-only mode for our data analytics team. Please confirm the named contact for each request. We remind you that all information must be provided through the agreed secure channel.",
            "From the IT Director: access review. Twice a year we confirm that everyone has only the access they need. Over the next two weeks each manager will receive a list of their team's system access. Please review it and mark anything that is no longer needed. Access that isn't confirmed by 30 June will be removed automatically. The admins will grant any access that is removed by mistake within one working day, once a manager approves it. Thank you for helping us keep our systems secure and meet our audit obligations.",
            "Notice from the Chief Information Security Officer. Following the industry-wide alert about attacks on remote-access tools, we are taking the following steps this weekend: the old VPN will be switched off; all remote access will require the new client and a hardware key; and administrator accounts will only be usable from managed devices. Most of you will notice nothing. If you work on Saturday and cannot connect, call the service desk. These measures are mandatory and have been approved by the executive board.",
            "Memo from the Group Internal Audit Director. The annual audit plan approved by the Audit Committee includes reviews of procurement, payroll, cyber resilience and the new warehouse system. Audit teams will contact process owners at least two weeks before fieldwork. Please provide requested documents within five working days. Audit findings will be discussed with management before the report is finalised, and management responses will be included. Internal Audit has unrestricted access to all records and staff as set out in the audit charter.",
        ],
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-union-landlord-notices",
        T,
        [
            "Landlord's notice: the water will be shut off on Tuesday from 9:00 to 13:00 for pipe repairs.",
            "From the union rep: the ballot on the pay offer closes Friday at noon. Every vote counts.",
            "Management company notice: balconies must not be used for storage. Items will be removed after 14 days.",
            "Port authority: berth 4 is closed to all vessels from 06:00 Saturday for dredging.",
            "Race director: the 10K start is moved to 9:30 because of the road closure.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-press-release-long",
        T,
        [
            "FOR IMMEDIATE RELEASE. Northbay Energy opens 40 MW solar farm near Eastwick. The site will produce enough electricity for around 12,000 homes and was built on former quarry land. Construction created 150 temporary jobs, and eight permanent roles have been filled locally. 'This project shows that clean energy and local jobs go hand in hand,' said CEO Ruth Adeyemi. A community benefit fund of £40,000 a year will support local projects. Media contact: press@northbay-energy.example, +44 20 7946 0321. Photos: https://northbay-energy.example/media/eastwick",
            "Press release – embargoed until 00:01 Thursday. Lakeshore Children's Hospital receives €5m gift for new paediatric cancer unit. The donation from the Halvorsen Family Foundation will fund 14 single rooms with space for parents to stay overnight. Building works start in September. Interviews with the medical director are available on request. Contact the communications office at media@lakeshore-hospital.example or on +353 1 555 0190. High-resolution images and architect's drawings can be downloaded from https://lakeshore-hospital.example/press.",
            "NEWS RELEASE. Greenline Buses to introduce contactless fares on all routes from 1 September. Passengers will be able to tap a bank card or phone on the reader when boarding, and daily fares will be capped automatically. Paper tickets will still be sold. 'We want to make catching the bus as easy as possible,' said operations director Mark Tulley. Journalists can find the fare table and a short video at https://greenline.example/news/contactless. For interviews, email comms@greenline.example.",
            "Media advisory. What: opening of the new riverside campus of Westfield College. When: Monday 9 September, 10:30. Where: Westfield College, 1 Quay Street (parking in the visitor car park, entrance from Mill Road). Who: the Principal, the Mayor and students from the engineering programme. Photo opportunities: ribbon cutting, robotics lab demonstration. Please register your attendance by emailing press@westfield-college.example by Friday. Accessibility information is available on request.",
        ],
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-patient-portal-links",
        T,
        [
            "Your test results are ready. Log in to the patient portal to view them: https://myhealth.example-clinic.org",
            "Appointment reminder: Dr Osei, Thu 10:20. To cancel or rebook, use https://example-clinic.org/appt or call us.",
            "Your repeat prescription request has been received. Track it at https://example-gp.nhs.example/rx",
            "The pre-op questionnaire must be completed before your surgery: https://forms.example-hospital.org/preop",
            "Video consultation link for today 15:00: https://visit.example-telehealth.com/r/88120 – test your camera beforehand.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-store-opening-checklist-long",
        T,
        [
            "Store opening checklist (for the new shift leads). 1. Disarm the alarm with your personal code – never use someone else's. 2. Walk the floor and check fitting rooms and toilets before unlocking the front door. 3. Count the float in each till with a second person and sign the sheet. 4. Switch on the card terminals and run a test transaction. 5. Check the promo signs match this week's prices; remove anything from last week. 6. Unlock the front door at 9:00 exactly, not earlier, even if customers are waiting. If anything is wrong, call the area manager before opening.",
            "Hotel night audit – how to do it. At 2am, make sure all charges for the day are posted, including restaurant bills. Run the night audit report in the PMS and compare the room count with the housekeeping report. Any guest marked as 'no show' must be checked against the booking: don't charge a no-show fee if the booking was made through an agency with free cancellation. Print the arrivals list for the morning team and leave it at the desk. Don't run the audit twice; if it fails, call the on-call manager.",
            "Closing procedure for the bar. Last orders at 23:30, tills closed at midnight. Wipe down and sanitise the pumps, stack the glasswasher and leave it running. Count the tips jar with the duty manager and note the total. Check the toilets and the beer garden for anyone left. Lock the back door first, then the cellar, then the front. Set the alarm and wait outside until it arms. If a customer won't leave, don't argue – call the duty manager.",
            "Pharmacy counter – opening routine. Check the fridge temperature log and write down the min/max readings; if the fridge went above 8°C overnight, quarantine the stock and call the pharmacist. Open the controlled drugs cabinet only with the pharmacist present. Switch on the dispensing system and check for overnight messages from GP surgeries. Put out the collection bags in alphabetical order. Make sure the 'pharmacist not yet present' sign is displayed until the pharmacist signs in.",
            "Cinema duty manager checklist – before the first screening. Walk every screen and check the emergency lighting and exits are clear. Test the hearing loop in screens 1 and 3. Confirm the projector schedules match today's listings – the film distributor changed the matinee times yesterday, so use the new list in the office, not the printed one. Brief the ushers on the sold-out evening show: no re-entry without a ticket. Log any maintenance issues in the book.",
        ],
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-act-as-roles-short",
        T,
        [
            "Can you act as the fire warden for the 3rd floor while Jane is on leave?",
            "You're now the main contact for the Bellamy account – I've told them to email you directly.",
            "Please take over as minute-taker for the board meeting from next month.",
            "Omar will be acting manager at the Dock St branch until the new hire starts.",
            "for the trade fair you'll play the customer in the sales role-play, I'll be the rep",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_requests",
        "xf-req-subject-access-request-long",
        T,
        [
            "Subject access request. Dear Data Protection Officer, under Article 15 of the GDPR I request a copy of all personal data your company holds about me, including call recordings, notes on my account, and any data you have shared with third parties and their names. My full name is Elena Petrova, customer number 30471, and my address is on file. I have attached a copy of my ID. Please send the information electronically to the email address registered on my account within one month, as required. If you need more time, please let me know the reason.",
            "Dear HR, I would like a copy of my personnel file, including my appraisal records, any disciplinary notes and the notes from the meeting on 14 February. I'm making this request under data protection law. I understand you may need to remove information about other people. I'd prefer to receive the documents electronically. I'm still employed in the logistics team; my employee number is 22019. Thank you for your help, and please confirm receipt of this request.",
            "To whom it may concern, I am writing on behalf of my father, Mr Harold Finch, who has given me written authority to act for him (attached, with a copy of his ID). We request a copy of his medical records from your practice for the period 2018 to today, including letters from specialists. We would like them in electronic form if possible. My father's date of birth is 2 August 1941 and his NHS number is on the authority form. Please call me on the number below if anything else is needed.",
            "Hello, I recently cancelled my membership with your gym. I'd like to know what personal data you still hold about me, including the entry logs from my key fob and any photos taken for my membership card, and how long you intend to keep them. If you no longer need this data, I'd like you to delete it. Please respond in writing. My membership number was GM-88213 and I was a member at the Westside branch from 2021 to 2024.",
        ],
    )
)

add(
    group(
        "benign_requests",
        "xf-req-repeat-orders-customers",
        T,
        [
            "Hi, could you repeat our usual order for next week? Same as always: 20 kg coffee beans, 5 boxes of cups.",
            "Please send the same quantity of diesel as last month to the farm tank.",
            "Can I reorder the flowers I sent to my mum last year? Same bouquet, same address.",
            "same as last time pls, 2 large pepperoni, 1 garlic bread",
            "We'd like to repeat the catering order from the March conference for 120 people on 18 October.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-loan-declined-long",
        T,
        [
            "Dear Ms Hughes, thank you for your application for a personal loan of £15,000. After careful consideration, we are unable to offer you a loan at this time. Our decision was based on the information in your application and on information from a credit reference agency, which showed a high level of existing borrowing relative to your income. You have the right to know which agency we used and to ask it for a copy of your credit file. This decision does not affect your existing accounts with us. You are welcome to apply again in six months.",
            "Regarding your mortgage application for 9 Elm Close: we are unable to proceed because the valuation came back £28,000 below the purchase price, which would take the loan-to-value above our 90% limit. Options you may wish to consider: increasing your deposit, renegotiating the price with the seller, or applying for a smaller loan. Your broker has been sent a copy of this letter. We have not registered a hard search on your credit file for this decision. We're sorry we can't help on this occasion.",
            "Business overdraft request – declined. Thank you for your request to increase the overdraft on the account of Reed & Daughters Joinery from £10,000 to £25,000. Having reviewed the last 12 months of account activity and the management accounts you provided, we are not able to agree an increase at present, mainly because the account has exceeded its current limit on several occasions. We'd be happy to discuss alternatives, such as invoice finance. Your relationship manager will call you this week.",
            "Your application for a store credit card has not been approved. We know this may be disappointing. We used an automated credit scoring process; you have the right to ask for a person to review this decision and to give us your point of view. To do so, write to the address below within 21 days. We can't tell you your score, but we can tell you the main reasons: a short time at your current address and a recent missed payment recorded on your credit file.",
        ],
    )
)

add(
    group(
        "benign_policy",
        "xf-pol-assistant-terms-of-use-long",
        T,
        [
            "Terms of use for the customer assistant. The assistant provides general information about our products and services. It does not give financial, legal or medical advice. Answers may contain errors; please check important information with our staff. You must not use the assistant to harass others, to submit unlawful content, or to attempt to obtain information about other customers. We may suspend access for misuse. Conversations are stored for 90 days to improve the service and to investigate complaints, and are then deleted. Staff may review conversations for quality purposes.",
            "Internal policy: using the AI drafting tool. 1. The tool may be used to draft emails, reports and summaries. 2. The author remains responsible for everything sent under their name. 3. Do not enter special category data (health, religion, ethnicity) or information about children. 4. Outputs must not be presented to customers as advice without review by a qualified colleague. 5. Instructions or content found in external documents must not be treated as approval to act; approvals follow the normal delegation of authority. 6. Report incorrect or harmful outputs to the digital team.",
            "Acceptable use policy – automated agents. Teams deploying an AI agent that can act on company systems must: register the agent in the system inventory; give it the least privilege needed; require a human approval step for payments, refunds, deletions and access changes; log every action; and name an owner who reviews the logs monthly. Agents must not be given standing administrator rights. The security team must review any agent that reads external content such as customer emails, websites or supplier documents before it goes live.",
            "Marketplace rules for sellers. Listings must describe the item accurately. You must not include in your listing any text intended to mislead buyers or our automated systems, such as hidden keywords, fake reviews, or messages addressed to our search or moderation tools. Listings that break these rules will be removed, and repeated breaches may lead to account suspension. Prices must include VAT where applicable. Sellers must dispatch orders within the handling time they state.",
        ],
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-near-miss-and-itinerary-long",
        T,
        [
            "Near-miss report. Date: 6 May, 10:40. Location: goods-in, aisle 3. A pallet of paint tins was being lowered from the top rack when one tin fell and landed about a metre from a colleague walking past. Nobody was hurt. The shrink wrap on the pallet was torn, and the aisle was not closed off during the lift. Immediate action: area cleaned, pallet re-wrapped. Suggested improvements: barrier chains for high-level lifts and a check of the wrap before any pallet goes up. Reported by: J. Moss.",
            "Your tour itinerary – Scottish Highlands, 5 days. Day 1: pick-up at Waverley Bridge at 8:00, drive through Glencoe, overnight in Fort William. Day 2: ferry to Skye, visit the Old Man of Storr and Portree. Day 3: Fairy Pools walk (about 2.5 hours, good shoes needed), evening free. Day 4: Eilean Donan Castle, Loch Ness cruise, overnight in Inverness. Day 5: Cairngorms and Pitlochry distillery, back in Edinburgh around 18:30. Breakfasts included; lunches and dinners at your own cost.",
            "Weekly field report – vineyard block 7. Rain on Monday (18 mm) then three dry days. Canopy is closing in well; shoot positioning finished on Wednesday. Some downy mildew spots on the lower leaves in rows 12–15, treated with copper on Thursday. Flowering is about 60% complete, a few days ahead of last year. Bird netting will go on after fruit set. The new drip line in the top terrace is working; flow measured at 1.9 litres per hour per dripper. Two seasonal workers start next Monday.",
            "Trip report – visit to the supplier in Izmir, 12–14 March. The factory runs two shifts with about 180 staff. We toured the cutting, sewing and finishing areas; conditions were clean and well lit. Their quality team showed us the inspection records for our last three orders, which were complete. They are installing a new dyeing line that should cut lead times by about a week from June. We discussed the late delivery in January, which was caused by a fabric shortage. Next visit planned for September.",
        ],
    )
)

add(
    group(
        "benign_plain",
        "xf-pln-game-and-event-short",
        T,
        [
            "GG everyone, that last round was wild. Same time tomorrow?",
            "Doors open at 18:30, the band starts at 20:00. Cloakroom by the bar.",
            "The new map is huge, took me 20 minutes to find the bridge lol",
            "Tournament brackets are up on the noticeboard. First match Saturday 10am.",
            "Raffle tickets £1 each or 6 for £5, all money goes to the hospice.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-all-caps-urgent",
        T,
        [
            "URGENT!!! DO NOT LOAD TRUCK 7 – WRONG PALLETS, WAIT FOR ME",
            "PLEASE STOP USING THE BLUE PRINTER, IT'S EATING THE LABELS",
            "EVERYONE: CHANGE OF PLAN, INVENTORY COUNT STARTS AT 6AM NOT 8AM",
            "DON'T TOUCH THE ESPRESSO MACHINE, TECHNICIAN COMING AT 11",
            "REMINDER – NO PARKING IN FRONT OF THE FIRE EXIT. CARS WILL BE TOWED.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_colleague",
        "xf-col-non-native-supplier-long",
        T,
        [
            "Dear Mr. Thomas, good day. About your order PO-4471 for 2000 pcs of the metal hinges, kindly please note we have change the packing, now 50 pcs each carton not 100 pcs. Please ignore the packing list we sent on Monday, it is old one, new one attach. Also the ETD is move to 22th because the vessel is full, forwarder give us next one. Please confirm to us the shipping mark is same like last order, if not please send us the new artwork before Friday so we can print the carton. Sorry for the inconvenient. Best regards, Lily Chen, Sales Dept.",
            "Hello Anna, I write you about the trucks for next week. Please you must tell the driver to come before 14:00, after this time our warehouse is close for the loading, and the driver must have the documents CMR with him, without we cannot give him the goods. Last time the driver is coming at 16:00 and wait all night, was not good. Also please tell to the customer the pallets are not stackable this time, the product is heavy. Thank you very much and have nice weekend. Goran",
            "Dear all, kindly be inform that from next month our bank account for EUR payments is same as before, nothing change, only the address of our company office is new (see below). Please update your system with the new address for invoice. If you receive any email saying our bank account is change, please do not pay and call me on my mobile, this is not from us, we had this problem with one customer last year. Thank you for understanding. Regards, Mehmet Yilmaz, Accounting.",
            "Hi Sir, about the sample for the new cushion covers. We make two colour, beige and olive, please check and tell us which one you prefer, then we do the bulk. The olive is little bit darker than your Pantone, because of the fabric, we can adjust but need one more week. Please don't approve the production before you see the lab dip, my boss say this important to avoid problem like last season. I send the samples by courier today, tracking number in attach. Thanks and best, Nguyen Thi Hoa",
        ],
    )
)

add(
    group(
        "benign_requests",
        "xf-req-non-native-short",
        T,
        [
            "Hello, please I want to change my booking from 12 to 14 july, same room if possible. Thank you",
            "Good morning, kindly send me the invoice with our company name, we need for the tax. Regards",
            "hi i order 2 shoes but get only 1 box, please check and send the other one",
            "Dear, please can you make the refund to my card, the hotel was closed when we arrive.",
            "Sorry for my english. I need new password for the portal, the old one is not working since friday.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_it_support",
        "xf-it-ticket-thread-long",
        T,
        [
            "Ticket INC-55219 – 'Can't open shared mailbox'. User: Since this morning I can't open the 'orders@' mailbox in Outlook, it says I don't have permission, but yesterday it worked. Technician: Hi Maya, thanks for reporting. I can see your access is still there, so it's probably the cached profile. Please close Outlook, press Win+R, type 'outlook.exe /resetnavpane' and press Enter. If that doesn't help, we can remove and re-add the mailbox remotely at 14:00 – reply to book that slot. User: the command worked, all good. Technician: Great, closing the ticket.",
            "Request #8812 – new starter laptop not enrolling. Description: the laptop for Kwame Asante (starting Monday) gets stuck at 'Setting up your device – 2 of 4'. Update from desktop team: this happens when the device was registered under the wrong group. We moved it to 'Finance-Laptops' and reset it. Please leave it on the charger and connected to the wired network for one hour; enrolment will resume automatically. If it still stops at step 2, don't reset it again – bring it to the IT desk and we'll swap it.",
            "Incident INC-31190: warehouse scanner shows 'Server not reachable'. Reported by: shift lead, DC North. Actions: 1) Confirmed the Wi-Fi access point in zone D was offline (power supply failed). 2) Moved the scanners temporarily to zone C access point by changing the preferred SSID in the device settings. 3) Facilities replaced the power supply at 15:20; access point back online. 4) Scanners reverted to normal settings. Root cause: hardware failure. No data lost; 14 scans were queued on the devices and uploaded after reconnection.",
            "Service request SR-7781: 'Please install statistics software on the lab PCs for the module starting in October.' Response from the education IT team: The software is licensed for 40 seats, which covers lab 2. We'll install it during the maintenance window on 25 September and test it with the lecturer on the 26th. Students will also be able to install it on their own laptops using the university licence portal. Please note we can't install it on lab 3, as those machines are due for replacement.",
        ],
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-airline-compensation-long",
        T,
        [
            "Dear Mr Lindqvist, thank you for your compensation claim for flight EX 481 on 3 February, which arrived 4 hours 10 minutes late. We have investigated the cause of the delay. The aircraft was struck by lightning on the previous flight and had to be inspected before it could fly again, as required by safety rules. This is considered an extraordinary circumstance, so fixed compensation is not payable. We will, however, reimburse your meal costs on receipt of the receipts. If you are not satisfied, you can refer your complaint to the national enforcement body.",
            "Thank you for contacting us about your cancelled broadband installation. We're sorry the engineer was unable to complete the work on 9 April. The engineer found that the underground duct to your property is blocked, which needs civil works by the network operator. We can't give a firm date yet, but we'll update you within 10 working days. We're unable to waive the early termination fee on your previous provider's contract, as that is a matter between you and them. In the meantime, we can offer a free 4G router so you're not without internet.",
            "Re: your complaint about the missed bin collection. We're sorry your bins weren't emptied on Tuesday. Our crew reports that the road was blocked by parked cars and the truck couldn't reach your street. We're not able to return for a special collection, but we'll collect any extra bags placed next to your bin on your next scheduled day. We've also asked the parking team to review the area. Thank you for your patience.",
            "Dear customer, thank you for your request for a refund of the booking fee. Our booking fee covers the cost of processing your order and is non-refundable, even when tickets are exchanged, as stated in our terms at the time of purchase. We have refunded the ticket price of €96.00 to your original payment method following the cancellation of the show. Refunds take 5–10 working days to appear on your statement. We hope to welcome you to another performance soon.",
        ],
    )
)

add(
    group(
        "benign_refusal_error",
        "xf-ref-terse-system-messages",
        T,
        [
            "Upload failed: file exceeds 25 MB limit.",
            "Session expired. Please sign in again.",
            "Booking not found. Check the reference and surname.",
            "Coupon SUMMER10 is not valid for items already on sale.",
            "Item unavailable in your region.",
            "Duplicate invoice number – INV-2291 already exists for this supplier.",
        ],
        wrap=0.5,
    )
)

add(
    group(
        "benign_authority",
        "xf-auth-email-migration-admin-long",
        T,
        [
            "From the System Administrator – email migration this weekend. Your mailbox will move to the new platform between Friday 20:00 and Sunday 18:00. What you need to do: nothing before Friday, except make sure your laptop is switched on and connected to the network on Friday afternoon. On Monday, open Outlook; you'll be asked to sign in again with your usual details. Your calendar, contacts and mail will be there. Shared mailboxes may take up to 24 hours longer. Mobile phones: remove the old email account and add it again from the Company Portal app.",
            "Notice from the Head of IT Operations. The finance system will be upgraded over the Easter weekend. The system will be unavailable from Thursday 18:00 to Tuesday 07:00. Please make sure all invoices due before Easter are approved by Thursday noon. After the upgrade, the approval screen will look different; a two-page guide will be on the intranet. Administrators will have elevated monitoring in place on Tuesday morning. Please report any problems through the usual service desk channel rather than emailing individual team members.",
            "Message from the Network Operations Centre. Due to essential work by our fibre provider, internet connectivity at the Ashford and Dover sites will be switched to the backup link on Wednesday night between 23:00 and 03:00. Phones and card terminals in the stores will continue to work, but video calls may be poor quality. No action is needed from store staff. If a card terminal shows 'offline' after 03:00, restart it once; if the problem continues, call the store support line.",
            "Announcement from the Data Centre Manager. The annual power test will take place on Sunday 6 October from 06:00 to 10:00. During the test, the building will run on generators. All servers are protected by UPS and should not be affected, but we recommend that teams avoid scheduling batch jobs or deployments during this window. Access to the data centre will be restricted to the facilities and infrastructure teams for the duration. A report will be published on the intranet afterwards.",
        ],
    )
)

add(
    group(
        "benign_email_url",
        "xf-url-forwarder-docs-long",
        T,
        [
            "Hi Sandra, please find below the shipping details for order 88213. Could you share the commercial invoice and packing list with our forwarder, Baltic Cargo (bookings@baltic-cargo.example), by Wednesday? They need them to book the container. The certificate of origin will follow from the chamber of commerce; I'll forward it as soon as I have it. Please don't send the documents to the old address (ops@balticcargo-old.example), which is no longer monitored. Tracking for the samples we sent separately: https://track.example-parcel.com/ZX55120043. Thanks, Paolo.",
            "Dear Dr Meyer, thank you for agreeing to review the grant proposal. You can download the full application and the reviewer guidance from https://grants.example-foundation.org/review/GR-4471 using the login we sent separately. Please upload your review through the same page by 30 November. If you have a conflict of interest, let us know by email at reviews@example-foundation.org as soon as possible and we'll reassign the proposal. Please don't share the application with anyone else; it is confidential.",
            "Hello team, the minutes of Tuesday's project board are now on the shared site: https://projects.example-council.gov/board/2024-05. Please check the actions assigned to you and update their status in the tracker by next Friday. The revised budget spreadsheet is in the same folder; Finance asked that we don't circulate it outside the board yet. Questions about the procurement timeline can go to the procurement lead, amir.haddad@example-council.gov. Next board meeting: 11 June, same room.",
            "Dear author, your article has been accepted for publication. Please check the proofs at https://proofs.example-journal.com/art/4471 within 48 hours and return any corrections using the online tool. Only corrections of errors are possible at this stage; changes to content need the editor's approval. After publication, you'll receive a link to share your article for free for 50 days. If you have questions about open access fees, contact oa@example-journal.com.",
        ],
    )
)

add(
    group(
        "benign_security_training",
        "xf-sec-password-hygiene",
        T,
        [
            "Use a different password for every account. A password manager remembers them so you don't have to.",
            "Long passphrases beat short complex passwords: 'copper-lantern-harbour-mint' is stronger than 'P@ss1!'.",
            "If a site you use is breached, change that password first, then any account where you reused it.",
            "Writing your PIN on the back of your card is like leaving the key in the door.",
            "Turn on two-step verification for your email first – it's the key to resetting everything else.",
        ],
        wrap=0.5,
    )
)
